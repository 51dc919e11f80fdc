import type { CmsPage as DomainCmsPage } from '@cadence/commerce/modules/content/content.types';
import { toUrlKey } from '@cadence/commerce/modules/routing/routing.rules';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders';
import { CmsPage } from './cms-page.type';

/** A CMS page's identifier (its URL key; the length is toUrlKey's). Lower-case, like every stored key. */
const IDENTIFIER = /^[a-z0-9][a-z0-9/_-]*$/;

const toCmsPage = (p: DomainCmsPage): CmsPage =>
  ({
    id: p.id,
    identifier: p.identifier,
    title: p.title,
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    meta_keywords: p.metaKeywords,
    blocks: p.blocks.map((b) => ({ caption: null, ...b })),
  }) as unknown as CmsPage;

/** CMS content lives in the catalogue subgraph: it is page content the catch-all route shows. */
@Resolver()
export class ContentResolver {
  @Query(() => CmsPage, { nullable: true, description: "An active CMS page of the caller's storefront by identifier." })
  async cmsPage(@Ctx() ctx: CatalogueContext, @Arg('identifier', () => String) identifier: string): Promise<CmsPage | null> {
    const key = toUrlKey(identifier);
    if (key === null || !IDENTIFIER.test(key)) return null;
    const page = await ctx.loaders.cmsPage.load({ store: ctx.store, identifier: key });
    return page ? toCmsPage(page) : null;
  }
}
