import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProductModelGetQuery } from '../../../graphql/graphql';
import { BuildComparison } from '../components/build-comparison/build-comparison';
import { ProductGallery } from '../components/product-gallery/product-gallery';
import { ProductHeader } from '../components/product-header/product-header';
import { ProductLayout } from '../components/product-layout/product-layout';
import { ProductSeo } from '../components/product-seo/product-seo';
import { RecentlyViewed } from '../components/recently-viewed/recently-viewed';
import { SizeGuide } from '../components/size-guide/size-guide';
import { useProductView } from '../hooks/use-product-view';
import { effectivePrice } from '../../../shared/format/price.rules';

export type Props = { product: NonNullable<ProductModelGetQuery['product']> };

function ParentBikeView({ product }: Props): React.JSX.Element {
  const { t } = useTranslation('product');
  useProductView('parent bike model overview', product);
  const buildPrices = product.builds.map(effectivePrice).filter((p): p is number => p !== null);
  return (
    <>
      <ProductSeo product={{ ...product, buildPrices }} />
      <ProductLayout
        gallery={<ProductGallery images={product.media_gallery} name={product.name} />}
        buy={
          <>
            <ProductHeader product={product} from />
            <div>
              <SizeGuide rows={product.size_guide} labels={{}} />
            </div>
          </>
        }
      >
        <BuildComparison builds={product.builds} />
        <section className="description" aria-label={t('product.page.description')}>
          {product.description}
        </section>
        <RecentlyViewed currentSku={product.sku} />
      </ProductLayout>
    </>
  );
}

/** Keyed by product: moving from one product to another starts with a fresh size, option and image. */
export function ParentBikePage(props: Props): React.JSX.Element {
  return <ParentBikeView key={props.product.sku} {...props} />;
}
