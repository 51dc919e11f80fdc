import { DELIVERY_INFO_HANDLE, fillDispatchDate, needsDispatchDate } from '../content/content.rules';
import type { ContentService } from '../content/content.service';
import type { CartService } from './cart.service';
import type { CartScope } from './cart.types';

/**
 * The CMS texts the cart shows (spec §7 globalSet): the delivery information carries the dispatch
 * day of the shopper's cart, written as the shop writes a dispatch day everywhere.
 */
export class DeliveryInfoService {
  constructor(
    private readonly content: Pick<ContentService, 'globalSet'>,
    private readonly cart: Pick<CartService, 'dispatchDateOf'>,
  ) {}

  /**
   * A global set by handle in the storefront's language, or null when there is none. The delivery
   * information ("delivery-info") has its {dispatch_date} filled in with the dispatch day of the cart
   * `cartId` when the shopper may read it, else of an order placed now. `scope` is asked for only
   * then (it may cost a session lookup).
   */
  async globalSet(
    handle: string,
    store: string,
    cartId: string | null,
    scope: () => Promise<CartScope>,
  ): Promise<{ handle: string; body: string } | null> {
    const set = await this.content.globalSet(handle, store);
    if (!set || handle !== DELIVERY_INFO_HANDLE || !needsDispatchDate(set.body)) return set;
    const day = await this.cart.dispatchDateOf(cartId, await scope());
    return { handle: set.handle, body: fillDispatchDate(set.body, day, store) };
  }
}
