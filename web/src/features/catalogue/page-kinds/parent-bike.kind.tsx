import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ProductModelGetQuery } from '../../../graphql/graphql';
import { ProductModelGetDocument } from '../../../graphql/documents/ProductModelGetDocument';
import { definePageKind } from '../../routing/page-kinds/page-kind';
import { BuildComparison } from '../components/build-comparison/build-comparison';
import { ProductGallery } from '../components/product-gallery/product-gallery';
import { ProductHeader } from '../components/product-header/product-header';
import { ProductLayout } from '../components/product-layout/product-layout';
import { ProductSeo } from '../components/product-seo/product-seo';
import { RecentlyViewed } from '../components/recently-viewed/recently-viewed';
import { SizeGuide } from '../components/size-guide/size-guide';
import { useProductView } from '../hooks/use-product-view';
import { effectivePrice } from '../product.rules';
import { shopperCountryContext } from './shopper-country-context';

type Props = { product: NonNullable<ProductModelGetQuery['product']> };

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

/** A parent bike's model overview: spec §2 page kind "parent bike", its builds side by side. */
export const parentBikeKind = definePageKind<Props>({
  namespaces: ['product', 'catalogue'],
  load: async (client, ctx, match) => {
    const { data } = await client.query({
      query: ProductModelGetDocument,
      variables: { urlKey: match.urlKey },
      context: shopperCountryContext(ctx),
    });
    const product = data?.product;
    return product && product.type_id === 'parent-bike' ? { props: { product } } : null;
  },
  // Keyed by product: moving from one product to another starts with a fresh size, option and image.
  View: (props) => <ParentBikeView key={props.product.sku} {...props} />,
});
