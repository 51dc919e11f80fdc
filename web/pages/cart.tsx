import type { GetServerSideProps } from 'next';
import { useTranslation } from '../src/shared/i18n/use-translation';
import { shopperPage } from '../src/application/shopper-page';
import { CartPage } from '../src/features/cart/components/cart-page/cart-page';
import { startDeliveryInfoRead } from '../src/features/cart/components/delivery-info/delivery-info-read';
import type { StorefrontPage } from '../src/shared/page';
import { PageHead } from '../src/shared/ui/page-head';

// The delivery text under the cart is read beside the cart itself, not after it arrived.
if (typeof window !== 'undefined') startDeliveryInfoRead(document.documentElement.lang || 'en-GB');

/** The cart (/cart/): private to the shopper, never indexed; its lines load in the browser. */
const Cart: StorefrontPage = () => {
  const { t } = useTranslation('cart');
  return (
    <>
      <PageHead title={t('cart.page.title')} description={t('cart.page.metaDescription')} noIndex />
      <CartPage />
    </>
  );
};

export const getServerSideProps: GetServerSideProps = (ctx) => {
  // The shopper's own page: not kept by any cache between the shop and the browser.
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return shopperPage(ctx, { namespaces: ['cart', 'account', 'finance'] });
};

export default Cart;
