import { useRouter } from 'next/router';
import { siteUrl } from '../../../../shared/config/public-config';
import { JsonLd } from '../../../../shared/seo/json-ld';
import { canonicalPath } from '../../../../shared/ui/seo.rules';
import { PageHead } from '../../../../shared/ui/page-head';
import { sizedImageUrl } from '../../images/image-sizes';
import { productJsonLd, type ProductJsonLdInput } from '../../product.rules';

/** Title and meta from the product's data, canonical and hreflang (PageHead), and Product JSON-LD with its offer. */
export function ProductSeo({
  product,
}: {
  product: Omit<ProductJsonLdInput, 'image'> & {
    meta_title: string | null;
    meta_description: string | null;
    media_gallery: { url: string }[];
  };
}): React.JSX.Element {
  const router = useRouter();
  const locale = router.locale ?? 'en-GB';
  const url = `${siteUrl(locale)}${canonicalPath(router.asPath)}`;
  const first = product.media_gallery[0];
  // PNG: social previews (Open Graph) and search engines read it wherever they read images at all.
  const image = first ? sizedImageUrl(first.url, 1200, 0.75, 'png') : null;
  return (
    <>
      <PageHead title={product.meta_title ?? product.name} description={product.meta_description} image={image} />
      <JsonLd id="product" data={productJsonLd({ ...product, image: image ? `${siteUrl(locale)}${image}` : null }, url)} />
    </>
  );
}
