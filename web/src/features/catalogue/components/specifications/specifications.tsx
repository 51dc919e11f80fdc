import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { pagePath } from '../../../../shared/ui/seo.rules';
import { theme } from '../../../../shared/ui/theme';
import { ProductPrice } from '../product-price/product-price';
import { HydrateApart } from '../../../../shared/ui/hydrate-apart';

export type Specification = { label: string; value: string };
export type LinkedSpecification = {
  uid: string;
  name: string;
  subtitle: string | null;
  url_key: string;
  prices: { currency: string; price: number | null; special_price: number | null };
};

const styles = css`
  border-top: 1px solid ${theme.colour.line};
  padding: 1rem 0;
  h2,
  h3 {
    margin: 0 0 0.75rem;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(7rem, 30%) 1fr;
    gap: 0.5rem 1rem;
    margin: 0 0 1.5rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.75rem;
    ${theme.mq.md} {
      grid-template-columns: repeat(2, 1fr);
    }
  }
  li {
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    padding: 0.75rem;
  }
  li a {
    font-weight: 600;
    color: ${theme.colour.brand};
  }
  li p {
    margin: 0.25rem 0 0;
  }
`;

/** Key specifications as a definition list, then the components fitted (spec §3 linked_specifications) with their prices. */
export function Specifications({
  specifications,
  components = [],
}: {
  specifications: Specification[];
  components?: LinkedSpecification[];
}): React.JSX.Element | null {
  const { t } = useTranslation('product');
  if (specifications.length === 0 && components.length === 0) return null;
  return (
    <HydrateApart>
      <section css={styles} aria-labelledby="specifications-title">
        <h2 id="specifications-title">{t('product.specifications.title')}</h2>
        {specifications.length ? (
          <dl>
            {specifications.map((s, i) => (
              <div key={`${s.label}-${i}`} style={{ display: 'contents' }}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {components.length ? (
          <>
            <h3>{t('product.specifications.components')}</h3>
            <ul>
              {components.map((c) => (
                <li key={c.uid}>
                  <Link href={pagePath(c.url_key)}>{c.name}</Link>
                  {c.subtitle ? <p>{c.subtitle}</p> : null}
                  <ProductPrice price={c.prices.price} special={c.prices.special_price} currency={c.prices.currency} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </HydrateApart>
  );
}
