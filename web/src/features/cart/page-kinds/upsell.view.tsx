import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from '../../../shared/ui/link';
import { pagePath } from '../../../shared/ui/seo.rules';
import type { CartReviewGetQuery } from '../../../graphql/graphql';
import { usePageView } from '../../../shared/analytics/use-page-view';
import { buttonStyles, containerStyles } from '../../../shared/ui/button.styles';
import { theme } from '../../../shared/ui/theme';
import { PageHead } from '../../../shared/ui/page-head';
import { responsiveImage } from '../../catalogue/images/image-sizes';
import { CartSummary } from '../components/cart-summary/cart-summary';
import { UpsellItem } from '../components/upsell/upsell-item';
import { useCart } from '../hooks/use-cart';

export type Props = { bike: NonNullable<CartReviewGetQuery['product']> };

const styles = css`
  padding-top: 1.5rem;
  padding-bottom: 3rem;
  .hero {
    display: grid;
    gap: 1rem;
    align-items: center;
    ${theme.mq.md} {
      grid-template-columns: 240px 1fr;
    }
  }
  .hero img {
    width: 100%;
    max-width: 240px;
    height: auto;
    background: ${theme.colour.wash};
  }
  .layout {
    display: grid;
    gap: 2rem;
    margin-top: 2rem;
    ${theme.mq.lg} {
      grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
      align-items: start;
    }
  }
  ul {
    list-style: none;
    margin: 0 0 1.5rem;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  aside {
    display: grid;
    gap: 1rem;
    padding: 1.25rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    background: ${theme.colour.wash};
  }
`;

/**
 * The review (upsell) page after a bike was added (spec §2, §4): the bike, its extras and related
 * accessories to add with one click, the cart's summary and the way on to the cart.
 */
function UpsellView({ bike }: Props): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { cart, status } = useCart();
  usePageView('bike product');
  const inCart = (sku: string) => Boolean(cart?.items.some((line) => line.product.sku === sku));
  const bikeInCart = Boolean(cart?.items.some((line) => line.product.url_key === bike.url_key));
  const image = [...bike.media_gallery].sort((a, b) => a.position - b.position)[0];
  // Accessories only: another bike would break one bike per checkout.
  const accessories = bike.related_products.filter((product) => product.type_id === 'pac');
  return (
    <div css={[containerStyles, styles]}>
      <PageHead title={t('cart.review.title')} noIndex />
      <div className="hero">
        {image ? <img {...responsiveImage(image.url)} sizes="240px" width={240} height={180} alt={image.label} /> : null}
        <div>
          <h1>{t('cart.review.title')}</h1>
          {status === 'ready' && !bikeInCart ? (
            <p data-testid="Upsell-notInCart">
              {t('cart.bikeMissing')} <Link href={pagePath(bike.url_key)}>{t('cart.review.backToBike')}</Link>
            </p>
          ) : (
            <p data-testid="Upsell-added">{t('cart.review.added', { name: bike.name })}</p>
          )}
        </div>
      </div>
      <div className="layout">
        <div>
          {bike.extras.length ? (
            <section aria-labelledby="upsell-extras">
              <h2 id="upsell-extras">{t('cart.review.extras')}</h2>
              <ul>
                {bike.extras.map((product) => (
                  <UpsellItem key={product.sku} product={product} inCart={inCart(product.sku)} />
                ))}
              </ul>
            </section>
          ) : null}
          {accessories.length ? (
            <section aria-labelledby="upsell-related">
              <h2 id="upsell-related">{t('cart.review.related')}</h2>
              <ul>
                {accessories.map((product) => (
                  <UpsellItem key={product.sku} product={product} inCart={inCart(product.sku)} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside>
          {cart && cart.items.length ? <CartSummary cart={cart} /> : null}
          <Link href="/cart/" css={buttonStyles} data-testid="Upsell-continue">
            {t('cart.review.continue')}
          </Link>
        </aside>
      </div>
    </div>
  );
}

export function UpsellPage(props: Props): React.JSX.Element {
  return <UpsellView key={props.bike.sku} {...props} />;
}
