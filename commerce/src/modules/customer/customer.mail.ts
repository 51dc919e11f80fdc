import { byStore, type StoreCode } from '@cadence/server-kit/storefronts';
import { mailHtml } from '../../shared/mail-html';
import type { MailContent } from '../../shared/mailer';
import { countOf } from '../../shared/message-template';

export type MailKind = 'password-reset' | 'welcome' | 'sign-in-alert' | 'email-changed';

/** A mail's words in one storefront language: subject, paragraphs and the label of its one link. */
type MailText = { subject: string; paragraphs: string[]; linkLabel: string };

/**
 * A mail's words in every storefront's language, from the values it names. Keyed by every
 * storefront code, so the compiler asks for a third storefront's words (a mail used to take German
 * for 'de-DE' and English for anything else).
 */
type MailTexts<V> = Record<StoreCode, (values: V) => MailText>;

const html = (paragraphs: string[], link?: { href: string; label: string }): string => mailHtml(paragraphs, link);

/** The text part of a mail: its paragraphs, then its link on a line of its own. */
const withLink = (paragraphs: string[], link: string): string => `${paragraphs.join('\n\n')}\n\n${link}\n`;

const PASSWORD_RESET_TEXTS: MailTexts<{ brand: string; firstName: string; validFor: string }> = {
  'en-GB': ({ brand, firstName, validFor }) => ({
    subject: `Reset your password – ${brand}`,
    paragraphs: [
      `Hello ${firstName},`,
      `You asked to reset your ${brand} password. Use this link to choose a new one. It works once and is valid for ${validFor}.`,
      "If this wasn't you, you can ignore this email; your password stays as it is.",
    ],
    linkLabel: 'Choose a new password',
  }),
  'de-DE': ({ brand, firstName, validFor }) => ({
    subject: `Passwort zurücksetzen – ${brand}`,
    paragraphs: [
      `Hallo ${firstName},`,
      `Sie haben angefordert, Ihr Passwort bei ${brand} zurückzusetzen. Über diesen Link legen Sie ein neues Passwort fest. Er ist ${validFor} gültig und kann einmal verwendet werden.`,
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    ],
    linkLabel: 'Neues Passwort festlegen',
  }),
};

/** The password reset email, in the customer's storefront language. */
export function passwordResetMail(
  locale: StoreCode,
  brand: string,
  firstName: string,
  link: string,
  validMinutes: number,
): MailContent {
  const validFor = countOf(validMinutes, 'minute', locale);
  const t = byStore(locale, PASSWORD_RESET_TEXTS)({ brand, firstName, validFor });
  // The link comes after the request and before the "if this wasn't you" paragraph.
  return {
    subject: t.subject,
    text: `${t.paragraphs.slice(0, 2).join('\n\n')}\n\n${link}\n\n${t.paragraphs[2]}\n`,
    html: html(t.paragraphs, { href: link, label: t.linkLabel }),
  };
}

const WELCOME_TEXTS: MailTexts<{ brand: string; firstName: string }> = {
  'en-GB': ({ brand, firstName }) => ({
    subject: `Welcome to ${brand}`,
    paragraphs: [
      `Hello ${firstName},`,
      `Welcome to ${brand}! Your account is ready. Use it to manage your profile, delivery addresses, orders and newsletter.`,
    ],
    linkLabel: 'Go to my account',
  }),
  'de-DE': ({ brand, firstName }) => ({
    subject: `Willkommen bei ${brand}`,
    paragraphs: [
      `Hallo ${firstName},`,
      `willkommen bei ${brand}! Ihr Konto ist eingerichtet. Dort verwalten Sie Ihr Profil, Ihre Lieferadressen, Ihre Bestellungen und den Newsletter.`,
    ],
    linkLabel: 'Zu meinem Konto',
  }),
};

/** The welcome email after registration, in the customer's storefront language. */
export function welcomeMail(locale: StoreCode, brand: string, firstName: string, accountLink: string): MailContent {
  const t = byStore(locale, WELCOME_TEXTS)({ brand, firstName });
  return {
    subject: t.subject,
    text: withLink(t.paragraphs, accountLink),
    html: html(t.paragraphs, { href: accountLink, label: t.linkLabel }),
  };
}

const SIGN_IN_ALERT_TEXTS: MailTexts<{ brand: string; firstName: string }> = {
  'en-GB': ({ brand, firstName }) => ({
    subject: `Failed sign-in attempts on your account – ${brand}`,
    paragraphs: [
      `Hello ${firstName},`,
      `Someone has entered the wrong password for your ${brand} account several times. Sign-in attempts from those devices are now slowed down; you can still sign in as usual.`,
      "If this wasn't you, please choose a new password that you don't use anywhere else.",
    ],
    linkLabel: 'Choose a new password',
  }),
  'de-DE': ({ brand, firstName }) => ({
    subject: `Fehlgeschlagene Anmeldeversuche bei Ihrem Konto – ${brand}`,
    paragraphs: [
      `Hallo ${firstName},`,
      `bei Ihrem ${brand}-Konto wurde mehrmals hintereinander ein falsches Passwort eingegeben. Anmeldeversuche von diesen Geräten werden jetzt verlangsamt; Sie selbst können sich weiterhin wie gewohnt anmelden.`,
      'Waren Sie das nicht, legen Sie bitte ein neues Passwort fest, das Sie nirgendwo sonst verwenden.',
    ],
    linkLabel: 'Neues Passwort festlegen',
  }),
};

/**
 * Sent once per window when an account's failed sign-ins pass the threshold: someone may be
 * guessing the password. The owner can still sign in; the mail says what to do if it was not them.
 */
export function signInAlertMail(locale: StoreCode, brand: string, firstName: string, resetLink: string): MailContent {
  const t = byStore(locale, SIGN_IN_ALERT_TEXTS)({ brand, firstName });
  return {
    subject: t.subject,
    text: withLink(t.paragraphs, resetLink),
    html: html(t.paragraphs, { href: resetLink, label: t.linkLabel }),
  };
}

const EMAIL_CHANGED_TEXTS: MailTexts<{ brand: string; firstName: string; newEmail: string }> = {
  'en-GB': ({ brand, firstName, newEmail }) => ({
    subject: `Your email address has been changed – ${brand}`,
    paragraphs: [
      `Hello ${firstName},`,
      `The email address of your ${brand} account has just been changed to ${newEmail}. Every other device has been signed out.`,
      "If this wasn't you, please contact our customer service straight away.",
    ],
    linkLabel: 'Contact customer service',
  }),
  'de-DE': ({ brand, firstName, newEmail }) => ({
    subject: `Ihre E-Mail-Adresse wurde geändert – ${brand}`,
    paragraphs: [
      `Hallo ${firstName},`,
      `die E-Mail-Adresse Ihres ${brand}-Kontos wurde soeben in ${newEmail} geändert. Alle anderen Geräte wurden dabei abgemeldet.`,
      'Waren Sie das nicht, wenden Sie sich bitte umgehend an unseren Kundenservice.',
    ],
    linkLabel: 'Kundenservice kontaktieren',
  }),
};

/**
 * Sent to the old address when an account's email changes: if the owner did not change it, this is
 * where they hear of it (password resets now go to the new address), so it points to the shop's
 * customer service rather than to a reset. `newEmail` is shown masked.
 */
export function emailChangedMail(
  locale: StoreCode,
  brand: string,
  firstName: string,
  newEmail: string,
  contactLink: string,
): MailContent {
  const t = byStore(locale, EMAIL_CHANGED_TEXTS)({ brand, firstName, newEmail });
  return {
    subject: t.subject,
    text: withLink(t.paragraphs, contactLink),
    html: html(t.paragraphs, { href: contactLink, label: t.linkLabel }),
  };
}
