import type { CountrySeed } from './seed.types';

type Row = [code: string, en: string, de: string, currency: string, currencySign: string, locale: string];

/** Countries the cross-border partner does not serve; GB is absent from the partner too (own checkout). */
const NON_PARTNER = new Set(['GB', 'IL', 'ZA', 'KR']);

/**
 * The countries Cadence Cycles ships to, in the order the delivery-location picker lists them:
 * the UK first, then Ireland and the rest of the EU, the rest of Europe, then further afield.
 */
const rows: Row[] = [
  ['GB', 'United Kingdom', 'Vereinigtes Königreich', 'GBP', '£', 'en-GB'],
  ['IE', 'Ireland', 'Irland', 'EUR', '€', 'en-IE'],
  ['AT', 'Austria', 'Österreich', 'EUR', '€', 'de-AT'],
  ['BE', 'Belgium', 'Belgien', 'EUR', '€', 'nl-BE'],
  // Bulgaria joined the euro area on 1 January 2026.
  ['BG', 'Bulgaria', 'Bulgarien', 'EUR', '€', 'bg-BG'],
  ['HR', 'Croatia', 'Kroatien', 'EUR', '€', 'hr-HR'],
  ['CY', 'Cyprus', 'Zypern', 'EUR', '€', 'el-CY'],
  ['CZ', 'Czechia', 'Tschechien', 'CZK', 'Kč', 'cs-CZ'],
  ['DK', 'Denmark', 'Dänemark', 'DKK', 'kr', 'da-DK'],
  ['EE', 'Estonia', 'Estland', 'EUR', '€', 'et-EE'],
  ['FI', 'Finland', 'Finnland', 'EUR', '€', 'fi-FI'],
  ['FR', 'France', 'Frankreich', 'EUR', '€', 'fr-FR'],
  ['DE', 'Germany', 'Deutschland', 'EUR', '€', 'de-DE'],
  ['GR', 'Greece', 'Griechenland', 'EUR', '€', 'el-GR'],
  ['HU', 'Hungary', 'Ungarn', 'HUF', 'Ft', 'hu-HU'],
  ['IT', 'Italy', 'Italien', 'EUR', '€', 'it-IT'],
  ['LV', 'Latvia', 'Lettland', 'EUR', '€', 'lv-LV'],
  ['LT', 'Lithuania', 'Litauen', 'EUR', '€', 'lt-LT'],
  ['LU', 'Luxembourg', 'Luxemburg', 'EUR', '€', 'fr-LU'],
  ['MT', 'Malta', 'Malta', 'EUR', '€', 'en-MT'],
  ['NL', 'Netherlands', 'Niederlande', 'EUR', '€', 'nl-NL'],
  ['PL', 'Poland', 'Polen', 'PLN', 'zł', 'pl-PL'],
  ['PT', 'Portugal', 'Portugal', 'EUR', '€', 'pt-PT'],
  ['RO', 'Romania', 'Rumänien', 'RON', 'lei', 'ro-RO'],
  ['SK', 'Slovakia', 'Slowakei', 'EUR', '€', 'sk-SK'],
  ['SI', 'Slovenia', 'Slowenien', 'EUR', '€', 'sl-SI'],
  ['ES', 'Spain', 'Spanien', 'EUR', '€', 'es-ES'],
  ['SE', 'Sweden', 'Schweden', 'SEK', 'kr', 'sv-SE'],
  ['CH', 'Switzerland', 'Schweiz', 'CHF', 'CHF', 'de-CH'],
  ['NO', 'Norway', 'Norwegen', 'NOK', 'kr', 'nb-NO'],
  ['IS', 'Iceland', 'Island', 'ISK', 'kr', 'is-IS'],
  ['LI', 'Liechtenstein', 'Liechtenstein', 'CHF', 'CHF', 'de-LI'],
  ['MC', 'Monaco', 'Monaco', 'EUR', '€', 'fr-MC'],
  ['AD', 'Andorra', 'Andorra', 'EUR', '€', 'ca-AD'],
  ['US', 'United States', 'Vereinigte Staaten', 'USD', '$', 'en-US'],
  ['CA', 'Canada', 'Kanada', 'CAD', 'CA$', 'en-CA'],
  ['AU', 'Australia', 'Australien', 'AUD', 'A$', 'en-AU'],
  ['NZ', 'New Zealand', 'Neuseeland', 'NZD', 'NZ$', 'en-NZ'],
  ['JP', 'Japan', 'Japan', 'JPY', '¥', 'ja-JP'],
  ['SG', 'Singapore', 'Singapur', 'SGD', 'S$', 'en-SG'],
  ['HK', 'Hong Kong', 'Hongkong', 'HKD', 'HK$', 'en-HK'],
  ['AE', 'United Arab Emirates', 'Vereinigte Arabische Emirate', 'AED', 'AED', 'en-AE'],
  ['IL', 'Israel', 'Israel', 'ILS', '₪', 'he-IL'],
  ['ZA', 'South Africa', 'Südafrika', 'ZAR', 'R', 'en-ZA'],
  ['KR', 'South Korea', 'Südkorea', 'KRW', '₩', 'ko-KR'],
];

export const countrySeed: CountrySeed[] = rows.map(([code, en, de, currency, currencySign, locale]) => ({
  code,
  names: { 'en-GB': en, 'de-DE': de },
  currency,
  currencySign,
  eswCode: code,
  locale,
  icon: `/images/flags/${code.toLowerCase()}.svg`,
  partnerEnabled: !NON_PARTNER.has(code),
}));
