import { useTranslation } from '../../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { formatPrice } from '../../../../../shared/format/format.rules';
import { formatPercent } from '../../../../../shared/format/number.rules';
import type { CycleToWorkBandFieldsFragment } from '../../../../../graphql/graphql';
import { tableFrameStyles } from './cycle-to-work-savings-table.styles';

type Props = { savings: readonly CycleToWorkBandFieldsFragment[]; hireMonths: number; currency: string; id: string };

/** i18n keys use underscores (band ids carry hyphens). */
const bandKey = (bandId: string) => bandId.replace(/-/g, '_');

/**
 * The savings by tax band over the hire period: for each band, the gross and net monthly salary
 * sacrifice, tax and National Insurance saved, what the items really cost and the share saved;
 * UK bands first, then the Scottish ones. On phones the table scrolls sideways (a focusable region).
 */
export function CycleToWorkSavingsTable({ savings, hireMonths, currency, id }: Props): React.JSX.Element {
  const { t } = useTranslation('cycletowork');
  const locale = useRouter().locale ?? 'en-GB';
  // The shop's money format (spec §9), as the quote email writes the same table.
  const money = (value: number) => formatPrice(value, locale, currency);
  const percent = (value: number) => formatPercent(value, locale);
  const regions = [
    { region: 'UK', label: t('cycletowork.savings.regionUk') },
    { region: 'SCOTLAND', label: t('cycletowork.savings.regionScotland') },
  ];
  return (
    <div
      css={tableFrameStyles}
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      data-testid="CycleToWorkSavingsTable-root"
    >
      <table>
        <caption id={`${id}-caption`}>{t('cycletowork.savings.caption', { months: hireMonths })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cycletowork.savings.band')}</th>
            <th scope="col">{t('cycletowork.savings.monthlyGross')}</th>
            <th scope="col">{t('cycletowork.savings.monthlyNet')}</th>
            <th scope="col">{t('cycletowork.savings.taxSaved')}</th>
            <th scope="col">{t('cycletowork.savings.niSaved')}</th>
            <th scope="col">{t('cycletowork.savings.netCost')}</th>
            <th scope="col">{t('cycletowork.savings.saving')}</th>
          </tr>
        </thead>
        {regions.map(({ region, label }) => {
          const rows = savings.filter((s) => s.region === region);
          if (!rows.length) return null;
          return (
            <tbody key={region}>
              <tr className="region">
                <th scope="rowgroup" colSpan={7}>
                  {label}
                </th>
              </tr>
              {rows.map((s) => (
                <tr key={s.band_id}>
                  <th scope="row">
                    {t(`cycletowork.bands.${bandKey(s.band_id)}`)}{' '}
                    <small>
                      {t('cycletowork.savings.rates', {
                        tax: percent(s.income_tax_percent),
                        ni: percent(s.national_insurance_percent),
                      })}
                    </small>
                  </th>
                  <td>{money(s.monthly_gross.value)}</td>
                  <td>{money(s.monthly_net.value)}</td>
                  <td>{money(s.tax_saved.value)}</td>
                  <td>{money(s.national_insurance_saved.value)}</td>
                  <td className="net">{money(s.net_cost.value)}</td>
                  <td>{percent(s.saving_percent)} %</td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
