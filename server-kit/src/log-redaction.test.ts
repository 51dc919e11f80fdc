import { Writable } from 'node:stream';
import pino from 'pino';
import { logRedaction, REDACT_CENSOR } from './log-redaction';

const PASSWORD = 'Sup3r-Secret-Passw0rd';
const TOKEN = 'tok_5f3c9a0b7d2e41c8';
const CARD = '4242424242424242';

/** One line written by a pino logger with the kit's redaction, as the servers make theirs. */
function logged(object: Record<string, unknown>): string {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  pino({ level: 'info', redact: logRedaction() }, destination).info(object, 'something');
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('what never reaches a log line', () => {
  it('redacts cookies, authorization, the proxy secret, passwords, tokens, card data and variables', () => {
    const line = logged({
      headers: { cookie: `customer_token=${TOKEN}`, authorization: `Bearer ${TOKEN}`, 'set-cookie': [`a=${TOKEN}`] },
      req: { headers: { cookie: `customer_token=${TOKEN}`, authorization: `Bearer ${TOKEN}`, 'x-cadence-proxy-secret': TOKEN } },
      res: { headers: { 'set-cookie': [`b=${TOKEN}`] } },
      input: { password: PASSWORD, new_password: PASSWORD, card_number: CARD, cvc: '123', token: TOKEN },
      variables: { email: 'a@b.c', password: PASSWORD },
      cookie: TOKEN,
    });
    for (const secret of [PASSWORD, TOKEN, CARD, '"123"', 'a@b.c']) expect(line).not.toContain(secret);
    expect(line).toContain(REDACT_CENSOR);
  });

  it('redacts the web’s shapes too: a header object and an input with card fields', () => {
    const line = logged({ headers: { cookie: TOKEN }, input: { password: PASSWORD, card_number: CARD } });
    for (const secret of [PASSWORD, TOKEN, CARD]) expect(line).not.toContain(secret);
  });

  it('keeps what is not secret', () => {
    expect(logged({ reqId: 'web-1', path: '/cart/' })).toContain('"path":"/cart/"');
  });

  it('gives each logger its own copy of the paths', () => {
    const a = logRedaction();
    a.paths.push('extra');
    expect(logRedaction().paths).not.toContain('extra');
  });
});
