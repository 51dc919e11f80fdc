import { useTranslation } from '../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useCart } from '../../features/cart/hooks/use-cart';
import { reviewPath } from '../../features/routing/routing.rules';
import type { ProductBikeGetQuery } from '../../graphql/graphql';
import { BikePurchase } from '../../features/catalogue/components/bike-purchase/bike-purchase';
import { GeometryTable } from '../../features/catalogue/components/geometry-table/geometry-table';
import { ProductGallery } from '../../features/catalogue/components/product-gallery/product-gallery';
import { ProductHeader } from '../../features/catalogue/components/product-header/product-header';
import { ProductLayout } from '../../features/catalogue/components/product-layout/product-layout';
import { ProductRail } from '../../features/catalogue/components/product-rail/product-rail';
import { ProductSeo } from '../../features/catalogue/components/product-seo/product-seo';
import { RecentlyViewed } from '../../features/catalogue/components/recently-viewed/recently-viewed';
import { Specifications } from '../../features/catalogue/components/specifications/specifications';
import { useProductView } from '../../features/catalogue/hooks/use-product-view';
import { effectivePrice } from '../../shared/format/price.rules';
import { sizesInFrameOrder } from '../../features/catalogue/product.rules';
import { FinanceCalculator, FinanceTeaser } from '../../features/finance/components/finance-lazy';

export type Props = { product: NonNullable<ProductBikeGetQuery['product']> };

function ChildBikeView({ product }: Props): React.JSX.Element {
  const { t } = useTranslation('product');
  const router = useRouter();
  const { addItems } = useCart();
  useProductView('bike product', product);
  const sizes = sizesInFrameOrder(
    product.options.filter((o) => o.option_type === 'size'),
    product.geometry.map((g) => g.size),
  );
  const labels = Object.fromEntries(sizes.map((s) => [s.value, s.label]));
  return (
    <>
      <ProductSeo product={product} />
      <ProductLayout
        gallery={<ProductGallery images={product.media_gallery} name={product.name} />}
        buy={
          <>
            <ProductHeader product={product} parent={product.parent} />
            <FinanceTeaser price={effectivePrice(product)} />
            <BikePurchase
              sizes={sizes}
              stockStatus={product.stock_status}
              sizeGuide={product.size_guide}
              canShip={product.can_ship_to_country}
              onAddToCart={async (option) => {
                // A bike goes on to its review page (spec §4); a refusal opens the cart with the reason.
                const added = await addItems([{ sku: option.sku, quantity: 1 }], { bike: true, openDrawer: false });
                if (added.ok) await router.push(reviewPath(product.url_key));
              }}
            />
            <FinanceCalculator price={effectivePrice(product)} />
          </>
        }
      >
        <section className="description" aria-label={t('product.page.description')}>
          {product.description}
        </section>
        <Specifications specifications={product.specifications} components={product.linked_specifications} />
        <GeometryTable rows={product.geometry} labels={labels} />
        <ProductRail id="related" title={t('product.productRail.related')} products={product.related_products} />
        <ProductRail id="extras" title={t('product.productRail.extras')} products={product.extras} />
        <RecentlyViewed currentSku={product.sku} />
      </ProductLayout>
    </>
  );
}

/** Keyed by product: moving from one product to another starts with a fresh size, option and image. */
export function ChildBikePage(props: Props): React.JSX.Element {
  return <ChildBikeView key={props.product.sku} {...props} />;
}
