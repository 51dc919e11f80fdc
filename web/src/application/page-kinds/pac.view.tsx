import { useTranslation } from '../../shared/i18n/use-translation';
import { useState } from 'react';
import type { ProductAccessoryGetQuery } from '../../graphql/graphql';
import { AddToCart } from '../../features/cart/components/add-to-cart/add-to-cart';
import { ProductGallery } from '../../features/catalogue/components/product-gallery/product-gallery';
import { ProductHeader } from '../../features/catalogue/components/product-header/product-header';
import { ProductLayout } from '../../features/catalogue/components/product-layout/product-layout';
import { ProductOptions } from '../../features/catalogue/components/product-options/product-options';
import { ProductRail } from '../../features/catalogue/components/product-rail/product-rail';
import { ProductSeo } from '../../features/catalogue/components/product-seo/product-seo';
import { RecentlyViewed } from '../../features/catalogue/components/recently-viewed/recently-viewed';
import { Specifications } from '../../features/catalogue/components/specifications/specifications';
import { StockMessage } from '../../features/catalogue/components/stock-message/stock-message';
import { useProductView } from '../../features/catalogue/hooks/use-product-view';
import { initialOption, stockMessage } from '../../features/catalogue/product.rules';

export type Props = { product: NonNullable<ProductAccessoryGetQuery['product']> };

function AccessoryView({ product }: Props): React.JSX.Element {
  const { t } = useTranslation('product');
  useProductView('accessories product', product);
  const [selectedSku, setSelectedSku] = useState<string | null>(() => initialOption(product.options)?.sku ?? null);
  const stock = stockMessage(product.options, selectedSku, product.stock_status);
  return (
    <>
      <ProductSeo product={product} />
      <ProductLayout
        gallery={<ProductGallery images={product.media_gallery} name={product.name} />}
        buy={
          <>
            <ProductHeader product={product} />
            <ProductOptions
              options={product.options}
              type={product.options[0]?.option_type ?? 'size'}
              selectedSku={selectedSku}
              onSelect={setSelectedSku}
            />
            <AddToCart
              sku={product.options.length ? selectedSku : product.sku}
              needsChoice={product.options.length > 0 && !selectedSku}
              choiceMessage={t(
                product.options[0]?.option_type === 'colour'
                  ? 'product.options.pleaseSelectColour'
                  : 'product.sizeSelector.pleaseSelect',
              )}
              disabled={!product.can_ship_to_country}
            />
            <StockMessage stock={stock} canShip={product.can_ship_to_country} />
          </>
        }
      >
        <section className="description" aria-label={t('product.page.description')}>
          {product.description}
        </section>
        <Specifications specifications={product.specifications} />
        <ProductRail id="related" title={t('product.productRail.related')} products={product.related_products} />
        <RecentlyViewed currentSku={product.sku} />
      </ProductLayout>
    </>
  );
}

/** Keyed by product: moving from one product to another starts with a fresh size, option and image. */
export function AccessoryPage(props: Props): React.JSX.Element {
  return <AccessoryView key={props.product.sku} {...props} />;
}
