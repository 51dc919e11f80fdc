import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signToken, verifySignatureHeader } from '../shared/signing';
import type { PartnerHandoff } from '../modules/checkout/checkout.types';
import { createPartnerSandbox, dutiesAndTaxes } from './partner-sandbox';

const SECRET = 'sandbox-test-secret-0123456789';
let shop: Server;
let sandbox: Server;
let received: { body: string; signature: string | undefined }[] = [];
let shopAnswer = 200;
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const handoff = (overrides: Partial<PartnerHandoff> = {}): PartnerHandoff => ({
  session: 'session-1',
  cart_id: 'cart-1',
  customer_ref: 'ref',
  country: 'US',
  currency: 'USD',
  locale: 'en-GB',
  items: [{ sku: 'HELMET-M', name: 'Helmet <b>M</b>', quantity: 2, unit_price: 100 }],
  shipping: 30,
  discount: 0,
  total: 230,
  return_url: 'http://shop.example/checkout/partner-return/?session=session-1',
  expires_at: new Date(Date.now() + 60_000).toISOString(),
  ...overrides,
});

beforeAll(async () => {
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body, signature: req.headers['x-partner-signature'] as string | undefined });
      res.writeHead(shopAnswer, { 'content-type': 'application/json' });
      res.end(JSON.stringify(shopAnswer === 200 ? { status: 'recorded' } : { error: 'SOLD_OUT', message: 'Sold out: Helmet' }));
    });
  });
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
  sandbox = createPartnerSandbox({ secret: SECRET, webhookUrl: `${urlOf(shop)}/webhooks/partner` });
  await new Promise<void>((r) => sandbox.listen(0, '127.0.0.1', r));
});

afterAll(async () => {
  await new Promise((r) => sandbox.close(r));
  await new Promise((r) => shop.close(r));
});

beforeEach(() => {
  received = [];
  shopAnswer = 200;
});

describe('partner sandbox', () => {
  it('adds duties and taxes outside the EU only', () => {
    expect(dutiesAndTaxes({ country: 'DE', total: 230 })).toEqual({ duties: 0, taxes: 0 });
    expect(dutiesAndTaxes({ country: 'US', total: 230 })).toEqual({ duties: 9.2, taxes: 19.14 });
  });

  it('shows a signed hand-off in the shopper’s currency, labelled as the sandbox, and refuses anything else', async () => {
    const token = signToken(SECRET, handoff());
    const page = await fetch(`${urlOf(sandbox)}/checkout?handoff=${encodeURIComponent(token)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Partner sandbox — test mode, no real payment');
    expect(html).toContain('2 × Helmet &lt;b&gt;M&lt;/b&gt;');
    expect(html).toContain('US$258.34');
    const forged = signToken('another-secret-0123456789', handoff());
    expect((await fetch(`${urlOf(sandbox)}/checkout?handoff=${encodeURIComponent(forged)}`)).status).toBe(400);
    const old = signToken(SECRET, handoff({ expires_at: new Date(Date.now() - 1000).toISOString() }));
    expect((await fetch(`${urlOf(sandbox)}/checkout?handoff=${encodeURIComponent(old)}`)).status).toBe(400);
  });

  it('confirms the paid order to the shop, signed, and sends the shopper back; a refusal is shown with the refund', async () => {
    const token = signToken(SECRET, handoff());
    const form = new URLSearchParams({
      handoff: token,
      firstname: 'Ann',
      lastname: 'Rider',
      street: '1 Main St',
      city: 'Boston',
      postcode: '02108',
    });
    const paid = await fetch(`${urlOf(sandbox)}/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://shop.example/checkout/partner-return/?session=session-1');
    expect(received).toHaveLength(1);
    expect(verifySignatureHeader(SECRET, received[0]!.body, received[0]!.signature, new Date(), 60_000)).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'order.confirmed',
      session: 'session-1',
      currency: 'USD',
      total_paid: 258.34,
      duties: 9.2,
      taxes: 19.14,
      shipping_address: { firstname: 'Ann', city: 'Boston', country_code: 'US' },
    });
    shopAnswer = 409;
    const refused = await fetch(`${urlOf(sandbox)}/pay`, { method: 'POST', body: form, redirect: 'manual' });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Sold out: Helmet');
  });
});
