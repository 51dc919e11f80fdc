import { configuratorBikeKeys } from '@cadence/commerce/db/seed/catalogue/catalogue';
import { Shopper } from '../../test-support/shopper';
import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

type Section = {
  id: number;
  key: string;
  initial_limit: number;
  options: { code: string; sku: string | null; price: number; is_default: boolean; hex: string | null; stock_status: string }[];
};
type Configurator = {
  default_frame: string;
  currency: string;
  model: { url_key: string; type_id: string };
  frames: {
    url_key: string;
    price: number;
    available: boolean;
    paint_hex: string;
    product: { sku: string; options: { value: string; sku: string; stock_status: string }[]; geometry: { size: string }[] };
  }[];
  sections: Section[];
};
type Priced = {
  valid: boolean;
  total: number;
  regular_total: number;
  currency: string;
  dispatch_date: string;
  lines: { section: string; code: string; price: number }[];
  violations: { section: string; section_id: number; code: string; message: string }[];
  cart_items: { sku: string; parent_sku: string | null }[];
};

const CONFIGURATOR = `query($k: String!) { bikeConfigurator(url_key: $k) { default_frame currency model { url_key type_id }
  frames { url_key price available paint_hex product { sku options { value sku stock_status } geometry { size } } }
  sections { id key initial_limit options { code sku price is_default hex stock_status } } } }`;
const PRICE = `query($k: String!, $b: BuildInput!) { priceBuild(url_key: $k, build: $b) { valid total regular_total currency dispatch_date
  lines { section code price } violations { section section_id code message } cart_items { sku parent_sku } } }`;

async function configurator(urlKey: string, headers: Record<string, string> = {}): Promise<Configurator | null> {
  const { body } = await gateway.query<{ bikeConfigurator: Configurator | null }>(CONFIGURATOR, {
    variables: { k: urlKey },
    headers,
  });
  expect(body.errors).toBeUndefined();
  return body.data!.bikeConfigurator;
}
async function price(urlKey: string, build: object, headers: Record<string, string> = {}): Promise<Priced> {
  const { body } = await gateway.query<{ priceBuild: Priced }>(PRICE, { variables: { k: urlKey, b: build }, headers });
  expect(body.errors).toBeUndefined();
  return body.data!.priceBuild;
}
const options = (c: Configurator, key: string) => c.sections.find((s) => s.key === key)!.options;
const firstInStockSize = (c: Configurator, frame = c.default_frame) =>
  c.frames.find((f) => f.url_key === frame)!.product.options.find((o) => o.stock_status === 'IN_STOCK')!;

describe('bikeConfigurator', () => {
  it('opens every model of the v2 families with the spec sections and their ids', async () => {
    const models = ['cgr-al', 'cgr-sl', 'cgr-ti', 'ultra-grit', 'allgrit', 'allgrit-ti', 'gravel-al', 'gravel-ti'];
    // Every configurator bike (spec §9: about 50) belongs to one of them.
    expect(configuratorBikeKeys().filter((k) => !models.includes(k)).length).toBeGreaterThanOrEqual(40);
    for (const model of models) {
      const c = (await configurator(model))!;
      expect(c.model).toEqual({ url_key: model, type_id: 'parent-bike' });
      expect(c.frames.length).toBeGreaterThan(2);
      const ids = Object.fromEntries(c.sections.map((s) => [s.key, s.id]));
      expect(ids).toMatchObject({ fork: 2, customColor: -1, handlebar: 10, wheelset: 7, stem: 12, crank: 65, powerMeters: 65 });
      expect(ids).toMatchObject({ pedals: 25, saddle: 14, paintProtection: 63, bags: 37, paintFinish: 57, frameColor: 58 });
      expect(ids).toMatchObject({ gradientColor: 59, gradientAngle: 60, downTubeLogoColor: 61, topTubeForkLogoColor: 62 });
      for (const section of c.sections) {
        expect(section.initial_limit).toBe(4);
        expect(section.options[0]!.is_default).toBe(true);
        expect(section.options[0]!.sku).toBeNull();
      }
      expect(options(c, 'powerMeters').length).toBeGreaterThan(2);
      expect(
        options(c, 'frameColor')
          .filter((o) => !o.is_default)
          .every((o) => o.sku!.includes('BBCOLOUR')),
      ).toBe(true);
      // Frames from the most affordable up; sizes with stock and geometry.
      expect(c.frames.map((f) => f.price)).toEqual([...c.frames.map((f) => f.price)].sort((a, b) => a - b));
      expect(c.frames[0]!.product.geometry.length).toBe(c.frames[0]!.product.options.length);
    }
    // Road and gravel families get their own components.
    const road = (await configurator('cgr-ti'))!;
    const gravel = (await configurator('ultra-grit'))!;
    expect(options(road, 'handlebar').map((o) => o.code)).toContain('bar-aero');
    expect(options(gravel, 'handlebar').map((o) => o.code)).not.toContain('bar-aero');
    expect(options(gravel, 'fork').map((o) => o.code)).toContain('fork-suspension');
  });

  it('shows each option’s stock by the catalogue’s rule: made to order (no figure) is in stock, none left is not', async () => {
    const c = (await configurator('cgr-ti'))!;
    const status = (section: string, code: string) => options(c, section).find((o) => o.code === code)!.stock_status;
    expect(status('wheelset', 'wheel-carbon-50')).toBe('OUT_OF_STOCK'); // 0 left
    expect(status('wheelset', 'wheel-carbon-38')).toBe('IN_STOCK'); // made to order
    expect(status('crank', 'crank-rotor')).toBe('IN_STOCK'); // 8 left
    const size = firstInStockSize(c);
    const p = await price('cgr-ti', { size: size.value, choices: [{ section: 'wheelset', code: 'wheel-carbon-50' }] });
    expect(p.violations.map((v) => [v.section, v.message])).toEqual([['wheelset', 'Currently sold out']]);
  });

  it('opens a child bike with itself as the default frame, and answers null for bikes outside the v2 families', async () => {
    const child = configuratorBikeKeys().find((k) => k.startsWith('cgr-ti-'))!;
    expect((await configurator(child))!.default_frame).toBe(child);
    expect(await configurator('no-such-bike')).toBeNull();
    // A model outside the v2 families (aero-sl, road) and one of its builds: no configurator.
    expect(await configurator('aero-sl')).toBeNull();
    const { body } = await gateway.query<{ product: { builds: { url_key: string }[] } }>(
      '{ product(urlKey: "aero-sl") { builds { url_key } } }',
    );
    expect(body.data!.product.builds.length).toBeGreaterThan(0);
    expect(await configurator(body.data!.product.builds[0]!.url_key)).toBeNull();
  });

  it('gives each section its group in the order shown, and each option what choosing it does to the others', async () => {
    type Effect = { section: string; code: string; only_when_default: boolean };
    type Shown = { key: string; group: string; options: { code: string; angle: number | null; effects: Effect[] }[] };
    const { body } = await gateway.query<{ bikeConfigurator: { sections: Shown[] } }>(
      `query($k: String!) { bikeConfigurator(url_key: $k) { sections { key group options { code angle effects { section code only_when_default } } } } }`,
      { variables: { k: 'cgr-ti' } },
    );
    expect(body.errors).toBeUndefined();
    const sections = body.data!.bikeConfigurator.sections;
    const keysIn = (group: string) => sections.filter((s) => s.group === group).map((s) => s.key);
    expect(keysIn('paint')).toEqual([
      'frameColor',
      'customColor',
      'gradientAngle',
      'gradientColor',
      'downTubeLogoColor',
      'topTubeForkLogoColor',
      'paintFinish',
      'paintProtection',
    ]);
    expect(keysIn('components')).toEqual([
      'fork',
      'handlebar',
      'stem',
      'wheelset',
      'crank',
      'powerMeters',
      'pedals',
      'saddle',
      'bags',
    ]);
    // Each group is one run of sections: the paint, then the components.
    expect(sections.map((s) => s.group).filter((g, i, all) => g !== all[i - 1])).toEqual(['paint', 'components']);

    const option = (key: string, code: string) => sections.find((s) => s.key === key)!.options.find((o) => o.code === code)!;
    expect(option('customColor', 'racingRed').effects).toEqual([
      { section: 'frameColor', code: 'factory', only_when_default: false },
    ]);
    const factoryColour = sections.find((s) => s.key === 'frameColor')!.options[1]!;
    expect(factoryColour.effects).toEqual([{ section: 'customColor', code: 'none', only_when_default: false }]);
    expect(option('gradientColor', 'lime').effects).toEqual([{ section: 'gradientAngle', code: '45', only_when_default: true }]);
    expect(option('gradientAngle', 'none').effects).toEqual([
      { section: 'gradientColor', code: 'none', only_when_default: false },
    ]);
    expect(option('gradientAngle', 'none').angle).toBeNull();
    expect(option('gradientAngle', '90').angle).toBe(90);
    expect(option('crank', 'crank-rotor').effects).toEqual([]);

    // A gradient colour with its effect applied is a build the rules accept.
    const size = firstInStockSize((await configurator('cgr-ti'))!);
    const gradient = await price('cgr-ti', {
      size: size.value,
      choices: [
        { section: 'gradientColor', code: 'lime' },
        ...option('gradientColor', 'lime').effects.map(({ section, code }) => ({ section, code })),
      ],
    });
    expect(gradient.violations).toEqual([]);
  });

  it('prices in the German storefront in euros, with German rule messages', async () => {
    const c = (await configurator('cgr-ti', { store: 'de-DE', 'x-country-code': 'DE' }))!;
    const p = await price('cgr-ti', { choices: [{ section: 'gradientAngle', code: '45' }] }, { store: 'de-DE' });
    expect(c.currency).toBe('EUR');
    expect(p.currency).toBe('EUR');
    expect(p.violations.map((v) => v.message)).toEqual(['Bitte wählen Sie eine Größe', 'Bitte wählen Sie eine Verlaufsfarbe']);
  });
});

describe('priceBuild', () => {
  it('prices the frame plus each option and lists every broken rule with the spec wording', async () => {
    const c = (await configurator('cgr-ti'))!;
    const size = firstInStockSize(c);
    const frame = c.frames.find((f) => f.url_key === c.default_frame)!;
    const plain = await price('cgr-ti', { frame: frame.url_key, size: size.value });
    expect(plain).toMatchObject({ valid: true, total: frame.price, violations: [] });
    expect(plain.cart_items).toEqual([{ sku: size.sku, parent_sku: null }]);
    expect(plain.dispatch_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const noSize = await price('cgr-ti', { choices: [{ section: 'gradientAngle', code: '45' }] });
    expect(noSize.valid).toBe(false);
    expect(noSize.violations.map((v) => [v.section, v.message])).toEqual([
      ['size', 'Please select a size'],
      ['gradientColor', 'Please select a gradient colour'],
    ]);

    const clash = await price('cgr-ti', {
      size: size.value,
      choices: [
        { section: 'customColor', code: 'racingRed' },
        { section: 'downTubeLogoColor', code: 'red' },
      ],
    });
    expect(clash.violations).toEqual([
      {
        section: 'downTubeLogoColor',
        section_id: 61,
        code: 'colourIncompatible',
        message: 'This colour is incompatible with the current selection. Please choose a different colour.',
      },
    ]);

    // A gravel rule: 650b wheels do not go with the 700C suspension fork.
    const gravel = await price('ultra-grit', {
      choices: [
        { section: 'wheelset', code: 'wheel-650b' },
        { section: 'fork', code: 'fork-suspension' },
      ],
    });
    expect(gravel.violations.map((v) => [v.section, v.code])).toEqual([
      ['size', 'selectSize'],
      ['wheelset', 'componentIncompatible'],
    ]);

    const meter = await price('cgr-ti', { size: size.value, choices: [{ section: 'powerMeters', code: 'pm-rotor' }] });
    expect(meter.violations.map((v) => [v.section, v.section_id, v.code])).toEqual([
      ['powerMeters', 65, 'componentIncompatible'],
    ]);

    const full = await price('cgr-ti', {
      size: size.value,
      choices: [
        { section: 'crank', code: 'crank-rotor' },
        { section: 'powerMeters', code: 'pm-rotor' },
        { section: 'paintFinish', code: 'matt' },
        { section: 'gradientAngle', code: '45' },
        { section: 'gradientColor', code: 'lime' },
      ],
    });
    expect(full.valid).toBe(true);
    const optionsTotal = full.lines.filter((l) => l.section !== 'frame').reduce((s, l) => s + l.price, 0);
    expect(full.regular_total).toBeCloseTo(frame.price + optionsTotal, 2);
    expect(full.total).toBeLessThan(full.regular_total); // matt and the 45° gradient are on special
    expect(full.cart_items.slice(1).every((i) => i.parent_sku === size.sku)).toBe(true);
    expect(full.cart_items.map((i) => i.sku)).toContain('BBOPT-PM-ROTOR');
  });

  it('refuses hostile input with a clear error, and prices in a bounded number of statements', async () => {
    const twice = await gateway.query(PRICE, {
      variables: {
        k: 'cgr-ti',
        b: {
          choices: [
            { section: 'crank', code: 'a' },
            { section: 'crank', code: 'b' },
          ],
        },
      },
    });
    expect(twice.body.errors![0]!.message).toBe('The section crank is chosen twice.');
    const long = await price('cgr-ti', { choices: [{ section: 'crank', code: 'x'.repeat(5000) }] });
    expect(long.violations.map((v) => v.code)).toContain('unknownOption');
    const counter = gateway.commerce.database.statements;
    await price('cgr-ti', {});
    counter.reset();
    await price('cgr-ti', { choices: [{ section: 'crank', code: 'crank-165' }] });
    // Reference data is not memoised in tests (TTL 0): the model, frames, options and images.
    expect(counter.count).toBeLessThanOrEqual(8);
  });
});

describe('the cart checks a build again', () => {
  const ADD = `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
    cart { bike_count total_quantity items { sku associated_uid product { __typename } customColour { sku } } } user_errors { code message } } }`;
  type AddResult = {
    addProductsToCart: {
      cart: {
        bike_count: number;
        total_quantity: number;
        items: {
          sku: string;
          associated_uid: string | null;
          product: { __typename: string };
          customColour: { sku: string } | null;
        }[];
      };
      user_errors: { code: string; message: string }[];
    };
  };
  const addBuild = async (shopper: Shopper, items: { sku: string; quantity: number; parent_sku?: string }[]) => {
    const id = (await shopper.call<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
    return (await shopper.call<AddResult>(ADD, { id, items })).body.data!.addProductsToCart;
  };

  it('refuses a build that breaks a rule, whatever the browser sent, and takes a valid one as one bike with its options', async () => {
    const c = (await configurator('cgr-ti'))!;
    const size = firstInStockSize(c);
    const shopper = new Shopper(() => gateway.url);
    const bad = await addBuild(shopper, [
      { sku: size.sku, quantity: 1 },
      { sku: 'BBOPT-PM-ROTOR', quantity: 1, parent_sku: size.sku },
    ]);
    expect(bad.user_errors).toEqual([
      {
        code: 'INVALID_BUILD',
        message: 'This option is incompatible with the current selection. Please choose a different option.',
      },
    ]);
    expect(bad.cart.items).toEqual([]);

    const clash = await addBuild(shopper, [
      { sku: size.sku, quantity: 1 },
      { sku: 'BBCOLOUR-RACING-RED', quantity: 1, parent_sku: size.sku },
      { sku: 'BBOPT-LOGO-DT-RED', quantity: 1, parent_sku: size.sku },
    ]);
    expect(clash.user_errors.map((e) => e.message)).toEqual([
      'This colour is incompatible with the current selection. Please choose a different colour.',
    ]);

    // An option for another family (the gravel suspension fork on a CGR) is not this bike's.
    const foreign = await addBuild(shopper, [
      { sku: size.sku, quantity: 1 },
      { sku: 'BBOPT-FORK-SUSPENSION', quantity: 1, parent_sku: size.sku },
    ]);
    expect(foreign.user_errors.map((e) => e.message)).toEqual(['This option is not available for this bike.']);

    const priced = await price('cgr-ti', {
      size: size.value,
      choices: [
        { section: 'customColor', code: 'racingRed' },
        { section: 'crank', code: 'crank-rotor' },
        { section: 'powerMeters', code: 'pm-rotor' },
      ],
    });
    const good = await addBuild(
      shopper,
      priced.cart_items.map((i) => ({ sku: i.sku, quantity: 1, ...(i.parent_sku ? { parent_sku: i.parent_sku } : {}) })),
    );
    expect(good.user_errors).toEqual([]);
    expect(good.cart.bike_count).toBe(1);
    // A configured bike counts once in the cart's quantity (the header's count), its options being part of it.
    expect(good.cart.total_quantity).toBe(1);
    const bike = good.cart.items.find((i) => i.associated_uid === null)!;
    expect(bike.product.__typename).toBe('BundleProduct');
    expect(bike.customColour!.sku).toBe('BBCOLOUR-RACING-RED');
    expect(
      good.cart.items
        .filter((i) => i.associated_uid !== null)
        .map((i) => i.sku)
        .sort(),
    ).toEqual(['BBOPT-CRANK-ROTOR', 'BBOPT-PM-ROTOR']);

    // The build stays whole: its options and its paint are not removed on their own; the bike goes with all of it.
    type Line = { uid: string; sku: string; associated_uid: string | null; customColour: { uid: string } | null };
    const cartId = (await shopper.call<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
    const again = await shopper.call<{ addProductsToCart: { cart: { items: Line[] } } }>(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
        cart { items { uid sku associated_uid customColour { uid } } } } }`,
      {
        id: cartId,
        items: priced.cart_items.map((i) => ({ sku: i.sku, quantity: 1, ...(i.parent_sku ? { parent_sku: i.parent_sku } : {}) })),
      },
    );
    const lines = again.body.data!.addProductsToCart.cart.items;
    const main = lines.find((i) => i.associated_uid === null)!;
    const option = lines.find((i) => i.associated_uid !== null)!;
    const REMOVE = `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) {
      user_errors { message } cart { items { sku } } } }`;
    type Removed = { removeItemFromCart: { user_errors: { message: string }[]; cart: { items: unknown[] } } };
    for (const uid of [option.uid, main.customColour!.uid]) {
      const { body } = await shopper.call<Removed>(REMOVE, { id: cartId, uid });
      expect(body.data!.removeItemFromCart.user_errors.map((e) => e.message)).toEqual([
        "This option is part of your bike's build: change it in the configurator, or remove the bike.",
      ]);
      expect(body.data!.removeItemFromCart.cart.items).toHaveLength(3);
    }
    // Nor is its paint replaced by adding another custom colour to it.
    const repaint = await shopper.call<{ addProductsToCart: { user_errors: { message: string }[] } }>(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id: cartId, items: [{ sku: 'BBCOLOUR-SIGNAL-ORANGE', quantity: 1, parent_sku: size.sku }] },
    );
    expect(repaint.body.data!.addProductsToCart.user_errors.map((e) => e.message)).toEqual([
      "This option is part of your bike's build: change it in the configurator, or remove the bike.",
    ]);
    const whole = await shopper.call<Removed>(REMOVE, { id: cartId, uid: main.uid });
    expect(whole.body.data!.removeItemFromCart.cart.items).toEqual([]);
  });

  it('takes an option only together with its bike', async () => {
    const shopper = new Shopper(() => gateway.url);
    const c = (await configurator('cgr-ti'))!;
    const size = firstInStockSize(c);
    const alone = await addBuild(shopper, [{ sku: 'BBOPT-SADDLE-ARGO', quantity: 1, parent_sku: size.sku }]);
    expect(alone.user_errors).toEqual([
      { code: 'UNDEFINED', message: "A bike's option can only be added together with its bike." },
    ]);
  });
});
