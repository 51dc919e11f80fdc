import { css } from '@emotion/react';
import type { ProductCardFieldsFragment } from '../../../../graphql/graphql';
import { theme } from '../../../../shared/ui/theme';
import { ProductCard } from '../product-card/product-card';
import { DRAWN_WHEN_NEAR } from '../product-card/drawn-when-near';
import { HydrateApart } from '../../../../shared/ui/hydrate-apart';

const styles = css`
  border-top: 1px solid ${theme.colour.line};
  padding: 1rem 0 1.5rem;
  h2 {
    margin: 0 0 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1rem;
    ${theme.mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    ${theme.mq.lg} {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
  /*
   * A rail is below the first screen, but for the personal area's recently-viewed rail of a shopper
   * with nothing saved, which the browser renders after the page: the stand-in's shift comes from
   * cards the browser has only just parsed.
   */
  li > * {
    ${DRAWN_WHEN_NEAR}
  }
`;

/** A titled row of product cards (related products, extras, recently viewed). Nothing when empty. */
export function ProductRail({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: ProductCardFieldsFragment[];
}): React.JSX.Element | null {
  if (products.length === 0) return null;
  return (
    <HydrateApart>
      <section css={styles} aria-labelledby={`${id}-title`} data-testid={`ProductRail-${id}`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <ul>
          {products.map((product) => (
            <li key={product.sku}>
              <ProductCard product={product} sizes="(min-width: 1024px) 16vw, (min-width: 768px) 30vw, 45vw" />
            </li>
          ))}
        </ul>
      </section>
    </HydrateApart>
  );
}
