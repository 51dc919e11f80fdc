import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from '../../../shared/ui/link';
import { pagePath } from '../../../shared/ui/seo.rules';
import { useEffect } from 'react';
import type { CategoryListGetQuery } from '../../../graphql/graphql';
import { sendEcommerce } from '../../../shared/analytics/ecommerce-later';
import { usePageView } from '../../../shared/analytics/use-page-view';
import { containerStyles } from '../../../shared/ui/button.styles';
import { PageHead } from '../../../shared/ui/page-head';
import { theme } from '../../../shared/ui/theme';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { ProductListing } from '../components/product-listing/product-listing';
import { useProductListing } from '../hooks/use-product-listing';

type Category = CategoryListGetQuery['categoryList'][number];
export type Props = { category: Category };

const pageStyles = css`
  ${containerStyles};
  padding-bottom: 2rem;
  h1 {
    margin: 0.25rem 0 0.5rem;
    font-size: clamp(1.6rem, 4vw, 2.25rem);
  }
  .intro {
    max-width: 70ch;
    margin: 0 0 1rem;
    color: ${theme.colour.muted};
  }
  .children {
    display: flex;
    gap: 0.5rem;
    margin: 0 0 1.5rem;
    padding: 0 0 0.25rem;
    list-style: none;
    overflow-x: auto;
  }
  .children a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 0.9rem;
    border: 1px solid ${theme.colour.line};
    border-radius: 999px;
    white-space: nowrap;
    color: ${theme.colour.ink};
    text-decoration: none;
  }
  .children a:hover {
    border-color: ${theme.colour.brand};
  }
`;

export function CategoryView({ category }: Props): React.JSX.Element {
  const { t } = useTranslation('catalogue');
  usePageView('category');
  const listing = useProductListing(category.id);
  const firstSkus = listing.items.map((p) => p.sku).join(',');
  useEffect(() => {
    if (!firstSkus) return;
    sendEcommerce('view_item_list', listing.currency, listing.items, {
      item_list_id: `category_${category.id}`,
      item_list_name: category.name,
    });
    // Once per distinct list shown (a new selection), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstSkus, category.id]);
  const page = listing.state.page;
  return (
    <div css={pageStyles}>
      <PageHead
        title={category.meta_title ?? category.name}
        description={category.meta_description}
        keywords={category.meta_keywords}
        path={pagePath(category.url_path)}
        noIndex={Object.keys(listing.state.filters).length > 0 || !!listing.state.price || page > 1}
      />
      <Breadcrumbs
        trail={category.breadcrumbs.map((b) => ({ name: b.category_name, path: pagePath(b.category_url_path) }))}
        current={{ name: category.name, path: pagePath(category.url_path) }}
      />
      <h1>{category.name}</h1>
      {category.description ? <p className="intro">{category.description}</p> : null}
      {category.children.length ? (
        <nav aria-label={t('catalogue.category.subcategories')}>
          <ul className="children">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link href={pagePath(child.url_path)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        listing={listing}
        onSelect={(product, index) =>
          sendEcommerce('select_item', listing.currency, [product], { item_list_name: category.name, index })
        }
      />
    </div>
  );
}
