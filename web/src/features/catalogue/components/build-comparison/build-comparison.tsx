import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { pagePath } from '../../../../shared/ui/seo.rules';
import type { ProductCardFieldsFragment } from '../../../../graphql/graphql';
import { secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { responsiveImage } from '../../images/image-sizes';
import { keySpecificationLabels } from '../../product.rules';
import { ProductPrice } from '../product-price/product-price';

export type Build = ProductCardFieldsFragment & { specifications: { label: string; value: string }[] };

/** How many specifications each build shows side by side (those that tell the builds apart first). */
const KEY_SPECS = 5;

const styles = css`
  padding: 1rem 0 2rem;
  h2 {
    margin: 0 0 1rem;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0 0 0.5rem;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(260px, 80%);
    gap: 1rem;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    ${theme.mq.md} {
      grid-auto-columns: minmax(260px, 1fr);
    }
  }
  li {
    /* The containing block of the price's visually hidden words (positioned absolutely): without
       it they sat at the last card's place outside the scrolling row, and a phone zoomed the whole
       page out to fit the 940 px it measured. */
    position: relative;
    scroll-snap-align: start;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    padding: 1rem;
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    background: ${theme.colour.wash};
    border-radius: ${theme.radius};
  }
  dl {
    margin: 0;
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
    flex: 1;
  }
  .price {
    font-size: 1.15rem;
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${theme.colour.muted};
  }
  dd {
    margin: 0 0 0.35rem;
  }
`;

/** A parent bike's builds side by side: image, price, key specifications and a link to each build. */
export function BuildComparison({ builds }: { builds: Build[] }): React.JSX.Element {
  const { t } = useTranslation('product');
  const keyLabels = keySpecificationLabels(builds, KEY_SPECS);
  return (
    <section css={styles} aria-labelledby="builds-title">
      <h2 id="builds-title">{t('product.builds.title')}</h2>
      {builds.length === 0 ? (
        <p>{t('product.builds.none')}</p>
      ) : (
        <ol>
          {builds.map((build) => {
            const image = build.media_gallery[0];
            return (
              <li key={build.sku} data-testid="BuildComparison-build">
                {image ? (
                  <img
                    {...responsiveImage(image.url)}
                    sizes="(min-width: 768px) 30vw, 80vw"
                    width={480}
                    height={360}
                    alt={image.label || build.name}
                    loading="lazy"
                  />
                ) : null}
                <h3>{build.name}</h3>
                <ProductPrice
                  price={build.aggregated_price}
                  special={build.aggregated_price_special}
                  currency={build.currency}
                  className="price"
                />
                <dl aria-label={t('product.builds.keySpecs', { name: build.name })}>
                  {keyLabels.map((label) => {
                    const value = build.specifications.find((s) => s.label === label)?.value;
                    return value ? (
                      <div key={label}>
                        <dt>{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ) : null;
                  })}
                </dl>
                <Link
                  href={pagePath(build.url_key)}
                  css={secondaryButtonStyles}
                  aria-label={t('product.builds.view', { name: build.name })}
                >
                  {t('product.builds.view', { name: build.name })}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
