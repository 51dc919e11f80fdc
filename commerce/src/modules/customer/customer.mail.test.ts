import { DEFAULT_STORE, STORE_CODES, type StoreCode } from '@cadence/server-kit/storefronts';
import { emailChangedMail, passwordResetMail, signInAlertMail, welcomeMail } from './customer.mail';

const link = 'https://shop.example/link?token=abc';

/** Every account mail for one storefront (each takes its words from a table keyed by every storefront). */
const mails = (store: StoreCode) => ({
  'password-reset': passwordResetMail(store, 'Cadence Cycles', 'Ada', link, 60),
  welcome: welcomeMail(store, 'Cadence Cycles', 'Ada', link),
  'sign-in-alert': signInAlertMail(store, 'Cadence Cycles', 'Ada', link),
  'email-changed': emailChangedMail(store, 'Cadence Cycles', 'Ada', 'a***@example.com', link),
});

describe('account mails', () => {
  it('are written for every storefront, with the brand, the name and the link', () => {
    for (const store of STORE_CODES) {
      for (const [kind, mail] of Object.entries(mails(store))) {
        expect([store, kind, mail.subject]).toEqual([store, kind, expect.stringContaining('Cadence Cycles')]);
        expect(mail.text).toContain('Ada');
        expect(mail.text).toContain(`\n\n${link}\n`);
        expect(mail.html).toContain('Ada');
      }
    }
  });

  it('write the German storefront in German and the English one in English', () => {
    const [en, de] = [mails('en-GB'), mails('de-DE')];
    for (const kind of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[kind].text).toMatch(/^Hello Ada,/);
      expect(de[kind].text).toMatch(/^Hallo Ada,/);
      expect(de[kind].subject).not.toBe(en[kind].subject);
    }
  });

  it('writes a storefront it does not know (a stored row from elsewhere) as the default storefront', () => {
    const unknown = 'fr-FR' as StoreCode;
    expect(welcomeMail(unknown, 'Cadence Cycles', 'Ada', link)).toEqual(mails(DEFAULT_STORE).welcome);
    expect(signInAlertMail(unknown, 'Cadence Cycles', 'Ada', link)).toEqual(mails(DEFAULT_STORE)['sign-in-alert']);
  });

  it('puts the reset link between the request and the "if this wasn\'t you" paragraph', () => {
    for (const store of STORE_CODES) {
      const parts = mails(store)['password-reset'].text.trimEnd().split('\n\n');
      expect(parts).toHaveLength(4);
      expect(parts[2]).toBe(link);
    }
  });
});
