import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { formatNumber } from '../../../../shared/format/number.rules';
import { useRouter } from 'next/router';
import { theme } from '../../../../shared/ui/theme';
import { HydrateApart } from '../../../../shared/ui/hydrate-apart';

export type GeometryRow = {
  size: string;
  stack: number;
  reach: number;
  seat_tube: number;
  top_tube: number;
  head_angle: number;
  seat_angle: number;
  wheelbase: number;
  chainstay: number;
  bb_drop: number;
  standover: number;
};

/** The geometry measurements shown, in order (the product page's table and the compare table). */
export const MEASUREMENTS = [
  'stack',
  'reach',
  'seat_tube',
  'top_tube',
  'head_angle',
  'seat_angle',
  'wheelbase',
  'chainstay',
  'bb_drop',
  'standover',
] as const;
/** Measurements in degrees; the others are millimetres. */
export const ANGLES = new Set<string>(['head_angle', 'seat_angle']);

const styles = css`
  border-top: 1px solid ${theme.colour.line};
  summary {
    cursor: pointer;
    font-size: 1.25rem;
    font-weight: 700;
    padding: 1rem 0;
  }
  summary:focus-visible,
  .scroll:focus-visible {
    outline: 3px solid ${theme.colour.focus};
  }
  .scroll {
    overflow-x: auto;
    margin-bottom: 1rem;
  }
  table {
    border-collapse: collapse;
    min-width: 100%;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    color: ${theme.colour.muted};
    padding-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${theme.colour.line};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-of-type {
    text-align: left;
    position: sticky;
    left: 0;
    background: ${theme.colour.paper};
  }
`;

/** Frame geometry per size in a disclosure: sizes across, measurements down, numbers in the shopper's locale. */
export function GeometryTable({
  rows,
  labels,
}: {
  rows: GeometryRow[];
  labels: Record<string, string>;
}): React.JSX.Element | null {
  const { t } = useTranslation('product');
  const locale = useRouter().locale ?? 'en-GB';
  if (rows.length === 0) return null;
  return (
    <HydrateApart>
      <details css={styles}>
        <summary>{t('product.geometry.title')}</summary>
        <div className="scroll" role="region" aria-label={t('product.geometry.scrollHint')} tabIndex={0}>
          <table>
            <caption>{t('product.geometry.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('product.geometry.measurement')}</th>
                {rows.map((row) => (
                  <th key={row.size} scope="col">
                    {labels[row.size] ?? row.size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {MEASUREMENTS.map((m) => (
                <tr key={m}>
                  <th scope="row">{t(`product.geometry.${m}`)}</th>
                  {rows.map((row) => (
                    <td key={row.size}>
                      {ANGLES.has(m)
                        ? t('product.geometry.degrees', { value: formatNumber(row[m], locale, 1, 1) })
                        : t('product.geometry.mm', { value: formatNumber(row[m], locale) })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </HydrateApart>
  );
}
