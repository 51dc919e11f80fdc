import type { GetServerSideProps } from 'next';
import { useTranslation } from '../src/shared/i18n/use-translation';
import { shopperPage } from '../src/application/shopper-page';
import { CartPage } from '../src/features/cart/components/cart-page/cart-page';
import { loadCartPage, type CartPageProps } from '../src/features/cart/cart-page-load';
import type { StorefrontPage } from '../src/shared/page';
import { PageHead } from '../src/shared/ui/page-head';

/**
 * The cart (/cart/): private to the shopper, never indexed, rendered with their lines (the cart is
 * read with the page, cart-page-load.ts). `_app` hands the cart to the cart provider.
 */
const Cart: StorefrontPage<CartPageProps> = ({ deliveryInfo }) => {
  const { t } = useTranslation('cart');
  return (
    <>
      <PageHead title={t('cart.page.title')} description={t('cart.page.metaDescription')} noIndex />
      <CartPage deliveryInfo={deliveryInfo} />
    </>
  );
};

export const getServerSideProps: GetServerSideProps<CartPageProps> = (ctx) => {
  // The shopper's own page: not kept by any cache between the shop and the browser.
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return shopperPage<CartPageProps>(ctx, {
    namespaces: ['cart', 'account', 'finance'],
    load: (client) => loadCartPage(client, ctx.req.cookies),
  });
};

export default Cart;
