import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signToken, verifySignatureHeader } from '../shared/signing';
import { parseLenderEvent } from '../modules/finance/finance-application.rules';
import type { LenderHandoff } from '../modules/finance/finance-lender';
import { createLenderSandbox } from './lender-sandbox';

const SECRET = 'lender-sandbox-test-secret-0123456789';
let shop: Server;
let sandbox: Server;
let received: { body: string; signature: string | undefined }[] = [];
let shopAnswer = 200;
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const handoff = (overrides: Partial<LenderHandoff> = {}): LenderHandoff => ({
  application: 'app-1',
  order_number: 'CC-AAAA-BBBB',
  locale: 'en-GB',
  currency: 'GBP',
  cash_price: 1549,
  deposit: 154.9,
  loan_amount: 1394.1,
  product_id: 'IFC24',
  product_name: '0% APR over 24 months',
  months: 24,
  apr: 0,
  monthly_repayment: 58.09,
  final_payment: 58.03,
  payments: 24,
  total_repayable: 1394.1,
  applicant: { first_name: 'Fin <script>', last_name: 'Ance', email: 'fin@example.com' },
  return_url: 'http://shop.example/checkout/finance-return/?application=app-1',
  expires_at: new Date(Date.now() + 60_000).toISOString(),
  ...overrides,
});

const apply = (form: Record<string, string>) =>
  fetch(`${urlOf(sandbox)}/apply`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

beforeAll(async () => {
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body, signature: req.headers['x-lender-signature'] as string | undefined });
      res.writeHead(shopAnswer, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          shopAnswer === 200
            ? { status: 'applied' }
            : { error: 'ALREADY_DECIDED', message: 'The application was already declined.' },
        ),
      );
    });
  });
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
  sandbox = createLenderSandbox({ secret: SECRET, webhookUrl: `${urlOf(shop)}/webhooks/lender` });
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

describe('lender sandbox', () => {
  it('shows the signed loan with the applicant escaped, labelled as a sandbox, under a strict policy', async () => {
    const page = await fetch(`${urlOf(sandbox)}/apply?handoff=${encodeURIComponent(signToken(SECRET, handoff()))}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Lender sandbox — test mode, no real credit check');
    expect(html).toContain('0% APR over 24 months');
    expect(html).toContain('23 monthly repayments of');
    expect(html).toContain('£1,394.10');
    expect(html).not.toContain('<script>');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://shop.example");
  });

  it('refuses a hand-off signed with another secret, or expired', async () => {
    const forged = await fetch(
      `${urlOf(sandbox)}/apply?handoff=${encodeURIComponent(signToken('another-secret-0123456789', handoff()))}`,
    );
    expect(forged.status).toBe(400);
    const old = signToken(SECRET, handoff({ expires_at: new Date(Date.now() - 1_000).toISOString() }));
    expect((await fetch(`${urlOf(sandbox)}/apply?handoff=${encodeURIComponent(old)}`)).status).toBe(400);
    expect((await apply({ handoff: old, decision: 'accepted' })).status).toBe(400);
    expect(received).toHaveLength(0);
  });

  it.each(['accepted', 'referred', 'declined'] as const)(
    'reports "%s" to the shop as a signed decision event and sends the shopper back',
    async (decision) => {
      const answer = await apply({ handoff: signToken(SECRET, handoff()), decision });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('http://shop.example/checkout/finance-return/?application=app-1');
      expect(received).toHaveLength(1);
      const { body, signature } = received[0]!;
      expect(verifySignatureHeader(SECRET, body, signature, new Date(), 60_000)).toBe(true);
      expect(parseLenderEvent(JSON.parse(body))).toMatchObject({ type: 'application.decision', application: 'app-1', decision });
    },
  );

  it('shows why when the shop does not take the decision', async () => {
    shopAnswer = 409;
    const answer = await apply({ handoff: signToken(SECRET, handoff()), decision: 'accepted' });
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain('The application was already declined.');
  });
});
