import { count, inArray } from 'drizzle-orm';
import { bundleSelectionPrices, bundleSelections, categories } from '../../modules/catalogue/catalogue.tables';
import { globalSets } from '../../modules/content/content.tables';
import { couponAmounts, coupons } from '../../modules/promotions/promotions.tables';
import { shippingRates } from '../../modules/shipping/shipping.tables';
import type { Db } from '../client';
import { PAINTS } from './catalogue/colours';
import { convertPrice, CURRENCIES } from './catalogue/prices';
import { countrySeed } from './countries.seed';
import { finishesOf } from './configurator.seed';

/** Delivery zones by country, with GBP rates converted to each country's currency at its price points. */
const EU = new Set('IE AT BE BG HR CY CZ DK EE FI FR DE GR HU IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '));
const REST_OF_EUROPE = new Set('CH NO IS LI MC AD'.split(' '));

type ZoneRates = { items: number; bike: number; freeOver: number | null };
const ZONES: Record<'uk' | 'eu' | 'europe' | 'world', { standard: ZoneRates; next_day: ZoneRates | null }> = {
  uk: { standard: { items: 4.95, bike: 49, freeOver: 50 }, next_day: { items: 9.95, bike: 79, freeOver: null } },
  eu: { standard: { items: 9.95, bike: 69, freeOver: 100 }, next_day: null },
  europe: { standard: { items: 14.95, bike: 99, freeOver: null }, next_day: null },
  world: { standard: { items: 24.95, bike: 149, freeOver: null }, next_day: null },
};

const zoneOf = (code: string) => (code === 'GB' ? 'uk' : EU.has(code) ? 'eu' : REST_OF_EUROPE.has(code) ? 'europe' : 'world');

export function shippingRateSeed(): (typeof shippingRates.$inferInsert)[] {
  return countrySeed.flatMap((country) => {
    const zone = ZONES[zoneOf(country.code)];
    return (['standard', 'next_day'] as const).flatMap((method) => {
      const rates = zone[method];
      if (!rates) return [];
      return [
        {
          countryCode: country.code,
          method,
          currency: country.currency,
          itemsRate: convertPrice(rates.items, country.currency),
          bikeRate: convertPrice(rates.bike, country.currency),
          freeOver: rates.freeOver === null ? null : convertPrice(rates.freeOver, country.currency),
        },
      ];
    });
  });
}

/** The custom colours a bike can be ordered in (sku containing BBCOLOUR), priced from £150. */
const CUSTOM_PAINTS = [
  'racingRed',
  'signalOrange',
  'glacierBlue',
  'racingGreen',
  'pearlWhite',
  'stealth',
  'lagoon',
  'raspberry',
] as const;
export const CUSTOM_COLOUR_GBP = 150;
export const customColourSku = (key: string) => `BBCOLOUR-${key.replace(/[A-Z]/g, (c) => `-${c}`).toUpperCase()}`;

/**
 * Coupons a tester can use (listed in the README). Fixed amounts and minimum subtotals are given
 * in GBP and converted to every currency at its price points.
 */
type CouponSeed = {
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  percent?: number;
  amountGbp?: number;
  minSubtotalGbp?: number;
  labels: Record<string, string>;
  startsAt?: Date;
  endsAt?: Date;
  usageLimit?: number;
  usagePerCustomer?: number;
  categoryPaths?: string[];
};

export const COUPON_SEED: CouponSeed[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    percent: 10,
    usagePerCustomer: 1,
    labels: { 'en-GB': '10% welcome discount', 'de-DE': '10 % Willkommensrabatt' },
  },
  {
    code: 'SAVE20',
    kind: 'fixed',
    amountGbp: 20,
    minSubtotalGbp: 100,
    labels: { 'en-GB': '£20 off orders over £100', 'de-DE': '20 £ Rabatt ab 100 £' },
  },
  { code: 'FREESHIP', kind: 'free_shipping', labels: { 'en-GB': 'Free delivery', 'de-DE': 'Kostenloser Versand' } },
  {
    code: 'KIT15',
    kind: 'percent',
    percent: 15,
    categoryPaths: ['accessories', 'clothing'],
    labels: { 'en-GB': '15% off accessories and clothing', 'de-DE': '15 % auf Zubehör und Bekleidung' },
  },
  {
    code: 'SUMMER25',
    kind: 'percent',
    percent: 25,
    startsAt: new Date('2025-06-01T00:00:00Z'),
    endsAt: new Date('2025-09-01T00:00:00Z'),
    labels: { 'en-GB': 'Summer sale 2025 (expired)', 'de-DE': 'Sommeraktion 2025 (abgelaufen)' },
  },
  {
    code: 'LAUNCH50',
    kind: 'fixed',
    amountGbp: 50,
    usageLimit: 100,
    minSubtotalGbp: 500,
    labels: { 'en-GB': '£50 off (first 100 orders)', 'de-DE': '50 £ Rabatt (erste 100 Bestellungen)' },
  },
];

/** The cart's delivery information (globalSet "delivery-info"); {dispatch_date} is filled in by the API. */
export const DELIVERY_INFO: Record<string, string> = {
  'en-GB':
    'Order now and your order is dispatched on {dispatch_date}. Bikes are built to order by our mechanics and checked by hand before they are boxed; accessories marked for fast delivery leave the next working day. We dispatch Monday to Friday, except UK bank holidays.',
  'de-DE':
    'Bestellen Sie jetzt und Ihre Bestellung wird am {dispatch_date} versandt. Fahrräder werden von unseren Mechanikern auf Bestellung aufgebaut und vor dem Verpacken von Hand geprüft; Zubehör mit Schnellversand verlässt uns am nächsten Werktag. Wir versenden montags bis freitags, außer an britischen Feiertagen.',
};

const isEmpty = async (db: Db, table: typeof shippingRates | typeof coupons | typeof bundleSelections | typeof globalSets) =>
  ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

/**
 * Seeds what the cart needs (delivery rates, coupons, custom colours, delivery information). Each
 * part is written once, when its table is empty, so a database seeded before the cart existed gets
 * them on its next start.
 */
export async function seedCart(db: Db): Promise<void> {
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    if (await isEmpty(tx, shippingRates)) await tx.insert(shippingRates).values(shippingRateSeed());
    if (await isEmpty(tx, bundleSelections)) {
      const rows = await tx
        .insert(bundleSelections)
        .values(
          CUSTOM_PAINTS.map((key, position) => ({
            sku: customColourSku(key),
            kind: 'colour' as const,
            code: key,
            hex: PAINTS[key].hex,
            section: 'customColor' as const,
            rules: { tone: PAINTS[key].colour, finishes: finishesOf(key) },
            labels: {
              'en-GB': `Custom paint: ${PAINTS[key].name.en}`,
              'de-DE': `Individuelle Lackierung: ${PAINTS[key].name.de}`,
            },
            stockQty: null,
            position,
          })),
        )
        .returning({ id: bundleSelections.id });
      await tx
        .insert(bundleSelectionPrices)
        .values(
          rows.flatMap((row) =>
            CURRENCIES.map((currency) => ({ selectionId: row.id, currency, price: convertPrice(CUSTOM_COLOUR_GBP, currency) })),
          ),
        );
    }
    if (await isEmpty(tx, coupons)) {
      const paths = [...new Set(COUPON_SEED.flatMap((c) => c.categoryPaths ?? []))];
      const found = paths.length
        ? await tx
            .select({ id: categories.id, urlPath: categories.urlPath })
            .from(categories)
            .where(inArray(categories.urlPath, paths))
        : [];
      for (const seed of COUPON_SEED) {
        const [row] = await tx
          .insert(coupons)
          .values({
            code: seed.code,
            kind: seed.kind,
            percent: seed.percent ?? null,
            labels: seed.labels,
            startsAt: seed.startsAt ?? null,
            endsAt: seed.endsAt ?? null,
            usageLimit: seed.usageLimit ?? null,
            usagePerCustomer: seed.usagePerCustomer ?? null,
            categoryIds: found.filter((c) => seed.categoryPaths?.includes(c.urlPath)).map((c) => c.id),
          })
          .returning({ id: coupons.id });
        if (seed.amountGbp !== undefined || seed.minSubtotalGbp !== undefined) {
          await tx.insert(couponAmounts).values(
            CURRENCIES.map((currency) => ({
              couponId: row!.id,
              currency,
              amount: seed.amountGbp === undefined ? null : convertPrice(seed.amountGbp, currency),
              minSubtotal: seed.minSubtotalGbp === undefined ? null : convertPrice(seed.minSubtotalGbp, currency),
            })),
          );
        }
      }
    }
    if (await isEmpty(tx, globalSets)) {
      await tx
        .insert(globalSets)
        .values(Object.entries(DELIVERY_INFO).map(([store, body]) => ({ handle: 'delivery-info', store, body })));
    }
  });
}
