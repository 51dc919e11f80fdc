// Exports our seeded catalogue (read from the PostgreSQL database the bench's gateway runs on) as a
// Vendure import for `npm run bench -- peer`: initial-data.json (a zone, a country, a 20 % tax rate,
// one collection per category), products.csv (every product with its en-GB name, slug = our url_key,
// description, images, one variant per option priced in GBP with its stock, and facets: each filter
// attribute of ours plus a "category" facet the collections filter on) and assets/ (one small PNG
// per distinct product image). So Vendure holds the same products, variants, facets and category
// memberships as we do.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'commerce', 'package.json'));

/** A facet name or value safe in Vendure's CSV ("facet:value|facet:value"). */
const facetText = (s) => String(s).replace(/[:|]/g, '-').trim();

const csvCell = (value) => {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

// --- a minimal PNG encoder (solid colour with an accent band), so the import needs no image files.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(colour, accent, size = 64) {
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) || 0);
  const [main, band] = [rgb(colour), rgb(accent)];
  const rows = [];
  for (let y = 0; y < size; y++) {
    const c = y > size * 0.6 && y < size * 0.75 ? band : main;
    rows.push(Buffer.from([0, ...Array.from({ length: size }, () => c).flat()]));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Reads the catalogue from `dbUrl` and writes the Vendure import into `outDir`. Resolves to its
 * shape (counts) and a fingerprint of everything written (to reuse an already populated database).
 */
export async function exportCatalogue(dbUrl, outDir) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  let products, options, productCategories, images, categories;
  try {
    ({ rows: products } = await client.query(`
      select p.id, p.sku, p.type_id, p.url_key, p.attributes, t.name, t.description, pp.price
      from products p
      join product_translations t on t.product_id = p.id and t.store = 'en-GB'
      join product_prices pp on pp.product_id = p.id and pp.currency = 'GBP'
      where p.is_active order by p.id`));
    ({ rows: options } = await client.query(`
      select o.product_id, o.sku, o.option_type, o.value, o.labels->>'en-GB' as label, o.stock_qty, op.price
      from product_options o left join product_option_prices op on op.option_id = o.id and op.currency = 'GBP'
      order by o.product_id, o.position, o.id`));
    ({ rows: productCategories } = await client.query(`
      select pc.product_id, c.url_path from product_categories pc join categories c on c.id = pc.category_id
      where c.is_active order by pc.product_id, c.url_path`));
    ({ rows: images } = await client.query(
      `select product_id, kind, colour, accent from product_images order by product_id, position`,
    ));
    ({ rows: categories } = await client.query(`
      select c.id, c.parent_id, c.url_path, c.level, c.position, t.name
      from categories c join category_translations t on t.category_id = c.id and t.store = 'en-GB'
      where c.is_active order by c.level, c.position, c.id`));
  } finally {
    await client.end();
  }

  const group = (rows, key = 'product_id') => {
    const map = new Map();
    for (const row of rows) map.set(row[key], [...(map.get(row[key]) ?? []), row]);
    return map;
  };
  const optionsOf = group(options);
  const categoriesOf = group(productCategories);
  const imagesOf = group(images);

  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  const imageFiles = new Map();
  for (const image of images) {
    const file = `${facetText(image.kind)}-${image.colour.slice(1)}-${image.accent.slice(1)}.png`;
    if (!imageFiles.has(file)) imageFiles.set(file, png(image.colour, image.accent));
  }
  for (const [file, data] of imageFiles) await writeFile(path.join(outDir, 'assets', file), data);

  const header = [
    'name',
    'slug',
    'description',
    'assets',
    'facets',
    'optionGroups',
    'optionValues',
    'sku',
    'price',
    'taxCategory',
    'stockOnHand',
    'trackInventory',
    'variantAssets',
    'variantFacets',
  ];
  const lines = [header.join(',')];
  let variants = 0;
  for (const p of products) {
    const facets = [];
    for (const [code, values] of Object.entries(p.attributes ?? {})) {
      for (const value of values ?? []) facets.push(`${facetText(code)}:${facetText(value)}`);
    }
    for (const c of categoriesOf.get(p.id) ?? []) facets.push(`category:${facetText(c.url_path)}`);
    const assets = (imagesOf.get(p.id) ?? []).map((i) => `${facetText(i.kind)}-${i.colour.slice(1)}-${i.accent.slice(1)}.png`);
    const opts = optionsOf.get(p.id) ?? [];
    const rows = opts.length
      ? opts.map((o) => ({
          group: o.option_type,
          value: facetText(o.label || o.value),
          sku: o.sku,
          price: o.price ?? p.price,
          stock: o.stock_qty,
        }))
      : [{ group: '', value: '', sku: p.sku, price: p.price, stock: 100 }];
    rows.forEach((v, i) => {
      variants++;
      const first = i === 0;
      lines.push(
        [
          first ? p.name : '',
          first ? p.url_key : '',
          first ? p.description : '',
          first ? [...new Set(assets)].join('|') : '',
          first ? [...new Set(facets)].join('|') : '',
          first ? v.group : '',
          v.value,
          v.sku,
          Number(v.price).toFixed(2),
          'standard',
          v.stock,
          'true',
          '',
          '',
        ]
          .map(csvCell)
          .join(','),
      );
    });
  }
  const csv = `${lines.join('\n')}\n`;

  // Collections: one per category, holding exactly that category's products (a filter on its
  // "category" facet value, not inherited from the parent), nested like our tree.
  const byId = new Map(categories.map((c) => [c.id, c]));
  const names = new Map();
  const nameCount = group(categories, 'name');
  for (const c of categories) names.set(c.id, nameCount.get(c.name).length > 1 ? `${c.name} (${c.url_path})` : c.name);
  const initialData = {
    defaultLanguage: 'en',
    defaultZone: 'Europe',
    taxRates: [{ name: 'Standard Tax', percentage: 20 }],
    shippingMethods: [{ name: 'Standard Shipping', price: 500 }],
    paymentMethods: [],
    countries: [{ name: 'United Kingdom', code: 'GB', zone: 'Europe' }],
    collections: categories.map((c) => ({
      name: names.get(c.id),
      slug: c.url_path.replace(/\//g, '-'),
      ...(c.parent_id && byId.has(c.parent_id) ? { parentName: names.get(c.parent_id) } : {}),
      inheritFilters: false,
      filters: [
        { code: 'facet-value-filter', args: { facetValueNames: [`category:${facetText(c.url_path)}`], containsAny: false } },
      ],
    })),
  };
  const initialJson = `${JSON.stringify(initialData, null, 2)}\n`;
  await writeFile(path.join(outDir, 'products.csv'), csv);
  await writeFile(path.join(outDir, 'initial-data.json'), initialJson);

  const fingerprint = createHash('sha256')
    .update(csv)
    .update(initialJson)
    .update([...imageFiles.keys()].join('|'))
    .digest('hex')
    .slice(0, 16);
  return {
    fingerprint,
    products: products.length,
    variants,
    categories: categories.length,
    images: imageFiles.size,
    categorySlugs: Object.fromEntries(categories.map((c) => [c.id, c.url_path.replace(/\//g, '-')])),
  };
}
