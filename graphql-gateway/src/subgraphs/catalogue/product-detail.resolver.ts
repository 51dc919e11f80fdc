import type { Product } from '@cadence/commerce/modules/catalogue/catalogue.types';
import { skuLookupProblems, uniqueSkus } from '@cadence/commerce/modules/catalogue/product-detail.rules';
import type { ProductLinkType } from '@cadence/commerce/modules/catalogue/product-detail.types';
import { badUserInput } from '../../shared/domain-errors';
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders';
import { toProductRoot, type ProductRoot } from './catalogue.mappers';
import { BikeGeometry, LinkedSpecification, ProductSpecification, SizeGuideEntry } from './product-detail.type';
import { ProductItem } from './product.type';

/** Linked products of one type, in position order; products not sold in the shopper's currency are left out. */
async function linkedProducts(ctx: CatalogueContext, product: ProductRoot, type: ProductLinkType): Promise<Product[]> {
  const ids = (await ctx.loaders.productLinks.load(product.id))[type];
  const found = await ctx.loaders.productById.loadMany(ids);
  return found.filter((p): p is Product => p !== null && !(p instanceof Error) && p.price !== null);
}

/** The product page's fields beyond the product itself (spec §2: size guide, geometry, related products, extras). */
@Resolver(() => ProductItem)
export class ProductDetailResolver {
  @Query(() => [ProductItem], {
    description:
      'Products by SKU in the order asked for (recently viewed), at most 24; unknown SKUs and products not sold in ' +
      "the shopper's currency are left out.",
  })
  async productsBySkus(
    @Ctx() ctx: CatalogueContext,
    @Arg('skus', () => [String], { description: 'Up to 24 SKUs.' }) skus: string[],
  ): Promise<ProductRoot[]> {
    const problems = skuLookupProblems(skus);
    if (problems.length) {
      throw badUserInput(problems.join(' '));
    }
    const found = await ctx.loaders.productBySku.loadMany(uniqueSkus(skus));
    return found.filter((p): p is Product => p !== null && !(p instanceof Error) && p.price !== null).map(toProductRoot);
  }

  @FieldResolver(() => [BikeGeometry], { description: 'Frame geometry per size (child bikes; empty otherwise).' })
  async geometry(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<BikeGeometry[]> {
    return (await ctx.loaders.productGeometry.load(product.id)).map((g) => ({
      size: g.size,
      stack: g.stack,
      reach: g.reach,
      seat_tube: g.seatTube,
      top_tube: g.topTube,
      head_angle: g.headAngle,
      seat_angle: g.seatAngle,
      wheelbase: g.wheelbase,
      chainstay: g.chainstay,
      bb_drop: g.bbDrop,
      standover: g.standover,
    }));
  }

  @FieldResolver(() => [SizeGuideEntry], { description: 'Rider height range per size, smallest first.' })
  async size_guide(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<SizeGuideEntry[]> {
    return (await ctx.loaders.productSizeGuide.load(product.id)).map((s) => ({
      size: s.size,
      rider_height_min: s.riderHeightMin,
      rider_height_max: s.riderHeightMax,
    }));
  }

  @FieldResolver(() => [ProductSpecification], { description: 'Key specifications in the storefront language.' })
  async specifications(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<ProductSpecification[]> {
    return (await ctx.loaders.productSpecifications.load(product.id)).map((s) => ({ label: s.label, value: s.value }));
  }

  @FieldResolver(() => [LinkedSpecification], {
    description: "Components shown with the bike (spec §3), priced in the shopper's currency.",
  })
  async linked_specifications(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<LinkedSpecification[]> {
    return (await linkedProducts(ctx, product, 'specification')).map((p) => {
      const root = toProductRoot(p);
      return {
        uid: Buffer.from(String(p.id)).toString('base64'),
        sku: p.sku,
        name: p.name,
        subtitle: p.subtitle,
        url_key: p.urlKey,
        prices: { currency: p.currency, price: root.aggregated_price, special_price: root.aggregated_price_special },
      };
    });
  }

  @FieldResolver(() => [ProductItem], { description: 'Products shown as "related" on the product page.' })
  async related_products(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<ProductRoot[]> {
    return (await linkedProducts(ctx, product, 'related')).map(toProductRoot);
  }

  @FieldResolver(() => [ProductItem], { description: 'Extras offered with the product (accessories that fit it).' })
  async extras(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<ProductRoot[]> {
    return (await linkedProducts(ctx, product, 'extra')).map(toProductRoot);
  }
}
