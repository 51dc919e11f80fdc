import type { StoreCode } from '@cadence/server-kit/storefronts';
import { mailHtml } from '../../shared/mail-html';
import type { MailContent } from '../../shared/mailer';
import { countOf } from '../../shared/message-template';

export type MailKind = 'password-reset' | 'welcome' | 'sign-in-alert' | 'email-changed';

const html = (paragraphs: string[], link?: { href: string; label: string }): string => mailHtml(paragraphs, link);

/** The password reset email, in the customer's storefront language. */
export function passwordResetMail(
  locale: StoreCode,
  brand: string,
  firstName: string,
  link: string,
  validMinutes: number,
): MailContent {
  if (locale === 'de-DE') {
    const paragraphs = [
      `Hallo ${firstName},`,
      `Sie haben angefordert, Ihr Passwort bei ${brand} zurückzusetzen. Über diesen Link legen Sie ein neues Passwort fest. Er ist ${countOf(validMinutes, 'minute', locale)} gültig und kann einmal verwendet werden.`,
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
    ];
    return {
      subject: `Passwort zurücksetzen – ${brand}`,
      text: `${paragraphs.slice(0, 2).join('\n\n')}\n\n${link}\n\n${paragraphs[2]}\n`,
      html: html(paragraphs, { href: link, label: 'Neues Passwort festlegen' }),
    };
  }
  const paragraphs = [
    `Hello ${firstName},`,
    `You asked to reset your ${brand} password. Use this link to choose a new one. It works once and is valid for ${countOf(validMinutes, 'minute', locale)}.`,
    "If this wasn't you, you can ignore this email; your password stays as it is.",
  ];
  return {
    subject: `Reset your password – ${brand}`,
    text: `${paragraphs.slice(0, 2).join('\n\n')}\n\n${link}\n\n${paragraphs[2]}\n`,
    html: html(paragraphs, { href: link, label: 'Choose a new password' }),
  };
}

/** The welcome email after registration, in the customer's storefront language. */
export function welcomeMail(locale: StoreCode, brand: string, firstName: string, accountLink: string): MailContent {
  if (locale === 'de-DE') {
    const paragraphs = [
      `Hallo ${firstName},`,
      `willkommen bei ${brand}! Ihr Konto ist eingerichtet. Dort verwalten Sie Ihr Profil, Ihre Lieferadressen, Ihre Bestellungen und den Newsletter.`,
    ];
    return {
      subject: `Willkommen bei ${brand}`,
      text: `${paragraphs.join('\n\n')}\n\n${accountLink}\n`,
      html: html(paragraphs, { href: accountLink, label: 'Zu meinem Konto' }),
    };
  }
  const paragraphs = [
    `Hello ${firstName},`,
    `Welcome to ${brand}! Your account is ready. Use it to manage your profile, delivery addresses, orders and newsletter.`,
  ];
  return {
    subject: `Welcome to ${brand}`,
    text: `${paragraphs.join('\n\n')}\n\n${accountLink}\n`,
    html: html(paragraphs, { href: accountLink, label: 'Go to my account' }),
  };
}

/**
 * Sent once per window when an account's failed sign-ins pass the threshold: someone may be
 * guessing the password. The owner can still sign in; the mail says what to do if it was not them.
 */
export function signInAlertMail(locale: StoreCode, brand: string, firstName: string, resetLink: string): MailContent {
  if (locale === 'de-DE') {
    const paragraphs = [
      `Hallo ${firstName},`,
      `bei Ihrem ${brand}-Konto wurde mehrmals hintereinander ein falsches Passwort eingegeben. Anmeldeversuche von diesen Geräten werden jetzt verlangsamt; Sie selbst können sich weiterhin wie gewohnt anmelden.`,
      'Waren Sie das nicht, legen Sie bitte ein neues Passwort fest, das Sie nirgendwo sonst verwenden.',
    ];
    return {
      subject: `Fehlgeschlagene Anmeldeversuche bei Ihrem Konto – ${brand}`,
      text: `${paragraphs.join('\n\n')}\n\n${resetLink}\n`,
      html: html(paragraphs, { href: resetLink, label: 'Neues Passwort festlegen' }),
    };
  }
  const paragraphs = [
    `Hello ${firstName},`,
    `Someone has entered the wrong password for your ${brand} account several times. Sign-in attempts from those devices are now slowed down; you can still sign in as usual.`,
    "If this wasn't you, please choose a new password that you don't use anywhere else.",
  ];
  return {
    subject: `Failed sign-in attempts on your account – ${brand}`,
    text: `${paragraphs.join('\n\n')}\n\n${resetLink}\n`,
    html: html(paragraphs, { href: resetLink, label: 'Choose a new password' }),
  };
}

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
  if (locale === 'de-DE') {
    const paragraphs = [
      `Hallo ${firstName},`,
      `die E-Mail-Adresse Ihres ${brand}-Kontos wurde soeben in ${newEmail} geändert. Alle anderen Geräte wurden dabei abgemeldet.`,
      'Waren Sie das nicht, wenden Sie sich bitte umgehend an unseren Kundenservice.',
    ];
    return {
      subject: `Ihre E-Mail-Adresse wurde geändert – ${brand}`,
      text: `${paragraphs.join('\n\n')}\n\n${contactLink}\n`,
      html: html(paragraphs, { href: contactLink, label: 'Kundenservice kontaktieren' }),
    };
  }
  const paragraphs = [
    `Hello ${firstName},`,
    `The email address of your ${brand} account has just been changed to ${newEmail}. Every other device has been signed out.`,
    "If this wasn't you, please contact our customer service straight away.",
  ];
  return {
    subject: `Your email address has been changed – ${brand}`,
    text: `${paragraphs.join('\n\n')}\n\n${contactLink}\n`,
    html: html(paragraphs, { href: contactLink, label: 'Contact customer service' }),
  };
}
