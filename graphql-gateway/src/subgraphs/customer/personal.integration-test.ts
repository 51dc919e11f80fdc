import { Shopper } from '../../test-support/shopper';
import { startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => gateway?.close());

type Design = {
  id: string;
  name: string;
  model_url_key: string;
  frame: string;
  frame_name: string | null;
  size: string | null;
  choices: { section: string; code: string }[];
  price_saved: number;
  currency_saved: string;
  price_now: number | null;
  currency: string;
  drawing: { kind: string; paint_hex: string; gradient_hex: string | null; gradient_angle: number | null; finish: string } | null;
};
const FIELDS = `id name model_url_key frame frame_name size choices { section code } price_saved currency_saved price_now currency
  drawing { kind paint_hex gradient_hex gradient_angle finish }`;
const SAVE = `mutation($input: SaveDesignInput!) { saveDesign(input: $input) { ${FIELDS} } }`;
const LIST = `{ savedDesigns { ${FIELDS} } }`;

async function customer(store: 'en-GB' | 'de-DE' = 'en-GB'): Promise<Shopper> {
  const shopper = new Shopper(() => gateway.url, store);
  shopper.jar.set('location', 'GB');
  const { body } = await shopper.call(
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    {
      input: {
        firstname: 'Dee',
        lastname: 'Signer',
        email: `designs${Date.now()}${Math.random()}@example.com`,
        password: 'Velodrome2026',
      },
    },
  );
  expect(body.errors).toBeUndefined();
  return shopper;
}

async function frameOf(model: string): Promise<string> {
  const { body } = await gateway.query<{ bikeConfigurator: { default_frame: string } }>(
    'query($k: String!) { bikeConfigurator(url_key: $k) { default_frame } }',
    { variables: { k: model } },
  );
  return body.data!.bikeConfigurator.default_frame;
}

const design = (frame: string, extra: object = {}) => ({
  name: 'Winter CGR',
  model_url_key: 'cgr-ti',
  frame,
  size: 'M',
  choices: [
    { section: 'customColor', code: 'racingRed' },
    { section: 'gradientAngle', code: '45' },
    { section: 'gradientColor', code: 'lime' },
    { section: 'paintFinish', code: 'matt' },
  ],
  ...extra,
});

describe('saved designs', () => {
  it('saves a design with its price now and when saved, drawn by the configurator rules', async () => {
    const shopper = await customer();
    const frame = await frameOf('cgr-ti');
    const { body } = await shopper.call<{ saveDesign: Design }>(SAVE, { input: design(frame) });
    expect(body.errors).toBeUndefined();
    const saved = body.data!.saveDesign;
    expect(saved).toMatchObject({
      name: 'Winter CGR',
      model_url_key: 'cgr-ti',
      frame,
      size: 'M',
      currency_saved: 'GBP',
      currency: 'GBP',
    });
    expect(saved.price_saved).toBe(saved.price_now);
    expect(saved.price_saved).toBeGreaterThan(2000);
    expect(saved.drawing).toMatchObject({ kind: 'road-bike', gradient_angle: 45, finish: 'matt' });
    expect(saved.drawing!.paint_hex).toBe('#c1272d');
    expect(saved.choices.map((c) => c.section).sort()).toEqual(['customColor', 'gradientAngle', 'gradientColor', 'paintFinish']);
    const list = (await shopper.call<{ savedDesigns: Design[] }>(LIST)).body.data!.savedDesigns;
    expect(list.map((d) => d.id)).toEqual([saved.id]);
  });

  it('are owner-only: another customer neither sees nor deletes them, and a guest is asked to sign in', async () => {
    const owner = await customer();
    const other = await customer();
    const frame = await frameOf('cgr-ti');
    const saved = (await owner.call<{ saveDesign: Design }>(SAVE, { input: design(frame) })).body.data!.saveDesign;
    expect((await other.call<{ savedDesigns: Design[] }>(LIST)).body.data!.savedDesigns).toEqual([]);
    const del = 'mutation($id: String!) { deleteSavedDesign(id: $id) }';
    expect((await other.call<{ deleteSavedDesign: boolean }>(del, { id: saved.id })).body.data!.deleteSavedDesign).toBe(false);
    expect((await owner.call<{ savedDesigns: Design[] }>(LIST)).body.data!.savedDesigns).toHaveLength(1);
    const guest = new Shopper(() => gateway.url);
    const refused = await guest.call(LIST);
    expect(refused.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect((await owner.call<{ deleteSavedDesign: boolean }>(del, { id: saved.id })).body.data!.deleteSavedDesign).toBe(true);
    expect((await owner.call<{ deleteSavedDesign: boolean }>(del, { id: 'not-an-id' })).body.data!.deleteSavedDesign).toBe(false);
    expect((await owner.call<{ savedDesigns: Design[] }>(LIST)).body.data!.savedDesigns).toEqual([]);
  });

  it('refuses designs without a name or of unknown bikes and options, in the storefront language', async () => {
    const shopper = await customer('de-DE');
    const frame = await frameOf('cgr-ti');
    const noName = await shopper.call(SAVE, { input: design(frame, { name: '   ' }) });
    expect(noName.body.errors![0]!.message).toBe('Bitte geben Sie Ihrem Design einen Namen mit höchstens 80 Zeichen.');
    const unknown = await shopper.call(SAVE, { input: design(frame, { choices: [{ section: 'crank', code: 'square-taper' }] }) });
    expect(unknown.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const notConfigured = await shopper.call(SAVE, { input: design(frame, { model_url_key: 'no-such-bike' }) });
    expect(notConfigured.body.errors![0]!.message).toMatch(/kann nicht gespeichert werden/);
  });

  it("moves a guest's designs into the account at sign-in, leaving out the ones that cannot be saved", async () => {
    const shopper = await customer();
    const frame = await frameOf('ultra-grit');
    const { body } = await shopper.call<{ importSavedDesigns: Design[] }>(
      `mutation($d: [SaveDesignInput!]!) { importSavedDesigns(designs: $d) { ${FIELDS} } }`,
      {
        d: [
          {
            name: 'Gravel race',
            model_url_key: 'ultra-grit',
            frame,
            size: null,
            choices: [{ section: 'fork', code: 'fork-suspension' }],
          },
          { name: 'Gone', model_url_key: 'ultra-grit', frame: 'ultra-grit-gone', choices: [] },
        ],
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.importSavedDesigns.map((d) => d.name)).toEqual(['Gravel race']);
    expect(body.data!.importSavedDesigns[0]!.drawing!.kind).toBe('gravel-bike');
  });

  it('keeps at most 50 designs per customer, even when saved at the same time', async () => {
    const shopper = await customer();
    const frame = await frameOf('cgr-ti');
    const results = await Promise.all(
      Array.from({ length: 53 }, (_, i) =>
        shopper.call<{ saveDesign: Design }>(SAVE, { input: design(frame, { name: `Design ${i}` }) }),
      ),
    );
    expect(results.filter((r) => !r.body.errors).length).toBe(50);
    expect(results.find((r) => r.body.errors)!.body.errors![0]!.message).toBe(
      'You can keep up to 50 designs. Please delete one first.',
    );
    // The list reads each model once, not once per design (no N+1; the reference TTL is 0 in tests).
    const counter = gateway.commerce.database.statements;
    counter.reset();
    expect((await shopper.call<{ savedDesigns: Design[] }>(LIST)).body.data!.savedDesigns).toHaveLength(50);
    expect(counter.count).toBeLessThanOrEqual(12);
  });
});

describe('saved products', () => {
  type Saved = { sku: string; saved_at: string; product: { sku: string; name: string; aggregated_price: number | null } | null };
  const LIST_PRODUCTS = '{ savedProducts { sku saved_at product { sku name aggregated_price } } }';
  const SAVE_PRODUCTS = 'mutation($skus: [String!]!) { saveProducts(skus: $skus) { sku product { sku name } } }';

  async function skusOfSomeProducts(count: number): Promise<string[]> {
    const { body } = await gateway.query<{ products: { items: { sku: string }[] } }>(
      '{ products(pageSize: 12) { items { sku } } }',
    );
    return body.data!.products.items.slice(0, count).map((i) => i.sku);
  }

  it('saves products for their owner only, leaves out what the shop does not sell, and resolves them from the catalogue', async () => {
    const [a, b] = await skusOfSomeProducts(2);
    const owner = await customer();
    const saved = await owner.call<{ saveProducts: Saved[] }>(SAVE_PRODUCTS, { skus: [a, b, a, 'NO-SUCH-SKU'] });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.saveProducts.map((s) => s.sku).sort()).toEqual([a, b].sort());
    const list = (await owner.call<{ savedProducts: Saved[] }>(LIST_PRODUCTS)).body.data!.savedProducts;
    expect(list.every((s) => s.product && s.product.name && s.product.aggregated_price! > 0)).toBe(true);
    // Saving again changes nothing; another customer sees nothing of it.
    await owner.call(SAVE_PRODUCTS, { skus: [a] });
    expect((await owner.call<{ savedProducts: Saved[] }>(LIST_PRODUCTS)).body.data!.savedProducts).toHaveLength(2);
    const other = await customer();
    expect((await other.call<{ savedProducts: Saved[] }>(LIST_PRODUCTS)).body.data!.savedProducts).toEqual([]);
    const removed = await owner.call<{ removeSavedProduct: Saved[] }>(
      'mutation($sku: String!) { removeSavedProduct(sku: $sku) { sku } }',
      { sku: a },
    );
    expect(removed.body.data!.removeSavedProduct.map((s) => s.sku)).toEqual([b]);
    const guest = await new Shopper(() => gateway.url).call(LIST_PRODUCTS);
    expect(guest.body.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('refuses more than 50 at once', async () => {
    const shopper = await customer();
    const { body } = await shopper.call(SAVE_PRODUCTS, { skus: Array.from({ length: 51 }, (_, i) => `SKU-${i}`) });
    expect(body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});
