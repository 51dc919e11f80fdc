import { useQuery } from '../../../shared/apollo/query-hooks';
import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { CompareProductsGetDocument } from '../../../graphql/documents/CompareProductsGetDocument';
import { formatPrice } from '../../../shared/format/format.rules';
import { effectivePrice } from '../../../shared/format/price.rules';
import { theme } from '../../../shared/ui/theme';
import { ANGLES, MEASUREMENTS } from '../../../features/catalogue/components/geometry-table/geometry-table';
import { sizesInFrameOrder } from '../../../features/catalogue/product.rules';

const styles = css`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    min-width: 100%;
  }
  th,
  td {
    padding: 0.45rem 0.6rem;
    border-bottom: 1px solid ${theme.colour.line};
    text-align: left;
    vertical-align: top;
    font-size: 0.9rem;
  }
  thead th {
    font-size: 1rem;
  }
  tbody th {
    color: ${theme.colour.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    min-height: 44px;
    font: inherit;
  }
`;

/** Two or three saved bikes side by side: price, specification and geometry in a size chosen per bike. */
export function CompareBikes({ skus }: { skus: string[] }): React.JSX.Element | null {
  const { t } = useTranslation('personal');
  const { t: tp } = useTranslation('product');
  const { locale = 'en-GB' } = useRouter();
  const { data, loading } = useQuery(CompareProductsGetDocument, { variables: { skus }, fetchPolicy: 'cache-first' });
  const [sizes, setSizes] = useState<Record<string, string>>({});
  if (loading && !data) return <p role="status">{t('personal.compare.loading')}</p>;
  const bikes = data?.productsBySkus ?? [];
  if (bikes.length < 2) return null;
  const labels = [...new Set(bikes.flatMap((b) => b.specifications.map((s) => s.label)))];
  const sizeOf = (bike: (typeof bikes)[number]) => {
    const ordered = sizesInFrameOrder(
      bike.options.filter((o) => o.option_type === 'size'),
      bike.geometry.map((g) => g.size),
    );
    return { ordered, chosen: sizes[bike.sku] ?? ordered[Math.floor((ordered.length - 1) / 2)]?.value ?? '' };
  };
  return (
    <div css={styles} data-testid="CompareBikes">
      <table>
        <caption className="visually-hidden">{t('personal.compare.caption')}</caption>
        <thead>
          <tr>
            <td />
            {bikes.map((b) => (
              <th key={b.sku} scope="col">
                {b.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('personal.compare.price')}</th>
            {bikes.map((b) => {
              const price = effectivePrice(b);
              return (
                <td key={b.sku}>{price === null ? t('personal.compare.notSold') : formatPrice(price, locale, b.currency)}</td>
              );
            })}
          </tr>
          {labels.map((label) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {bikes.map((b) => (
                <td key={b.sku}>{b.specifications.find((s) => s.label === label)?.value ?? '–'}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('personal.compare.size')}</th>
            {bikes.map((b) => {
              const { ordered, chosen } = sizeOf(b);
              return (
                <td key={b.sku}>
                  <select
                    aria-label={t('personal.compare.sizeOf', { name: b.name })}
                    value={chosen}
                    onChange={(e) => setSizes((s) => ({ ...s, [b.sku]: e.target.value }))}
                  >
                    {ordered.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </td>
              );
            })}
          </tr>
          {MEASUREMENTS.map((field) => (
            <tr key={field}>
              <th scope="row">{tp(`product.geometry.${field}`)}</th>
              {bikes.map((b) => {
                const row = b.geometry.find((g) => g.size === sizeOf(b).chosen);
                const value = row?.[field];
                const unit = ANGLES.has(field) ? 'product.geometry.degrees' : 'product.geometry.mm';
                return <td key={b.sku}>{value === undefined ? '–' : tp(unit, { value })}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
