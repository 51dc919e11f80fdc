import { toStoreCode } from '@cadence/server-kit/storefronts';
import { fillMessage } from '../../shared/message-template';

/** Messages of the personal area in both storefronts. */
export const PERSONAL_MESSAGES = {
  'en-GB': {
    nameRequired: 'Please give your design a name of up to {max} characters.',
    designLimit: 'You can keep up to {max} designs. Please delete one first.',
    notConfigurable: 'This design cannot be saved: the bike or one of its options is not available.',
    tooMany: 'Please send at most {max} designs at once.',
    tooManyProducts: 'Please save at most {max} products at once.',
  },
  'de-DE': {
    nameRequired: 'Bitte geben Sie Ihrem Design einen Namen mit höchstens {max} Zeichen.',
    designLimit: 'Sie können bis zu {max} Designs speichern. Bitte löschen Sie zuerst eines.',
    notConfigurable: 'Dieses Design kann nicht gespeichert werden: Das Rad oder eine seiner Optionen ist nicht erhältlich.',
    tooMany: 'Bitte senden Sie höchstens {max} Designs auf einmal.',
    tooManyProducts: 'Bitte speichern Sie höchstens {max} Produkte auf einmal.',
  },
} as const;

export type PersonalMessageKey = keyof (typeof PERSONAL_MESSAGES)['en-GB'];

/** A personal-area message in a storefront's language with its placeholders filled (see fillMessage). */
export function personalMessage(store: string, key: PersonalMessageKey, params: Record<string, string | number> = {}): string {
  const locale = toStoreCode(store);
  return fillMessage(PERSONAL_MESSAGES[locale][key], locale, params);
}
