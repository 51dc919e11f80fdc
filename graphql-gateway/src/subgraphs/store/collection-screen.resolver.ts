import { localised } from '@cadence/server-kit/storefronts';
import { Ctx, Query, Resolver } from 'type-graphql';
import type { StoreContext } from './store.loaders';
import { CollectionScreen } from './collection-screen.type';

/**
 * The store collection screen (spec §2 /stores/collection-screen): for a device on one of the shop's
 * store networks (the caller's own address, by the one client-address rule, never an argument), the
 * click-and-collect orders ready at that store, with the customer's name and the order number only.
 * Anyone else gets null. Never response-cached (not a public root field).
 */
@Resolver()
export class CollectionScreenResolver {
  @Query(() => CollectionScreen, {
    nullable: true,
    description: "Orders ready for collection at the caller's store; null unless the caller is on a store network.",
  })
  async collectionScreen(@Ctx() ctx: StoreContext): Promise<CollectionScreen | null> {
    const shop = await ctx.commerce.store.shopAt(ctx.clientIp);
    if (!shop) return null;
    const orders = await ctx.commerce.orders.collections(shop.code);
    return {
      store_code: shop.code,
      store_name: localised(shop.names, ctx.store, shop.code),
      orders: orders.map((order) => ({
        order_number: order.number,
        customer_name: `${order.firstName} ${order.lastName}`.trim(),
        ordered_at: order.createdAt.toISOString(),
      })),
    };
  }
}
