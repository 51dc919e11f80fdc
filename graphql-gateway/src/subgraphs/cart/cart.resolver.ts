import { cartMessage } from '@cadence/commerce/modules/cart/cart.messages';
import { messageAfterUpdate } from '@cadence/commerce/modules/cart/cart.rules';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { cartCall, cartScope } from './cart.errors';
import { toCart } from './cart.mappers';
import {
  AddProductsToCartOutput,
  ApplyCouponToCartInput,
  ApplyCouponToCartOutput,
  Cart,
  CartItemInput,
  ClearCartInput,
  ClearCartOutput,
  GlobalSet,
  RemoveCouponFromCartInput,
  RemoveCouponFromCartOutput,
  RemoveItemFromCartInput,
  RemoveItemFromCartOutput,
  UpdateCartItemsInput,
  UpdateCartItemsOutput,
} from './cart.type';

/** Longer than any handle the CMS gives: not looked up. */
const MAX_HANDLE_LENGTH = 64;

/**
 * The cart subgraph: Magento's cart operations with their names and shapes, over the commerce cart
 * module. Resolvers map arguments to a use case and its result to the API types; access, pricing and
 * every rule live in commerce. Nothing here is cached: answers depend on the cart and the shopper.
 */
@Resolver()
export class CartResolver {
  @Mutation(() => String, { description: "Creates a guest cart and answers its id (a signed-in customer gets their cart's id)." })
  async createEmptyCart(@Ctx() ctx: RequestContext): Promise<string> {
    return cartCall(ctx, async () => ctx.commerce.cart.createEmptyCart(await cartScope(ctx), { clientIp: ctx.clientIp }));
  }

  @Query(() => Cart, { description: "The signed-in customer's active cart, created when missing. Errors: UNAUTHENTICATED." })
  async customerCart(@Ctx() ctx: RequestContext): Promise<Cart> {
    return cartCall(ctx, async () => toCart(await ctx.commerce.cart.customerCart(await cartScope(ctx))));
  }

  @Query(() => Cart, { description: 'A cart by id. Errors: CART_NOT_FOUND, CART_INACTIVE, CART_FORBIDDEN (the spec messages).' })
  async cart(@Ctx() ctx: RequestContext, @Arg('cart_id', () => String) cartId: string): Promise<Cart> {
    return cartCall(ctx, async () => toCart(await ctx.commerce.cart.cart(cartId, await cartScope(ctx))));
  }

  @Mutation(() => AddProductsToCartOutput, {
    description: 'Adds lines; any refused line refuses the request (user_errors) and nothing is added.',
  })
  async addProductsToCart(
    @Ctx() ctx: RequestContext,
    @Arg('cartId', () => String) cartId: string,
    @Arg('cartItems', () => [CartItemInput]) cartItems: CartItemInput[],
  ): Promise<AddProductsToCartOutput> {
    return cartCall(ctx, async () => {
      const { cart, userErrors } = await ctx.commerce.cart.addProducts(
        cartId,
        cartItems.map((item) => ({ sku: item.sku, quantity: item.quantity, parentSku: item.parent_sku ?? null })),
        await cartScope(ctx),
      );
      return { cart: toCart(cart), user_errors: userErrors };
    });
  }

  @Mutation(() => UpdateCartItemsOutput, { description: "Sets quantities (0 removes). 'Your cart is empty' when none are left." })
  async updateCartItems(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdateCartItemsInput) input: UpdateCartItemsInput,
  ): Promise<UpdateCartItemsOutput> {
    return cartCall(ctx, async () => {
      const { cart, userErrors } = await ctx.commerce.cart.updateItems(
        input.cart_id,
        input.cart_items.map((item) => ({ uid: item.cart_item_uid, quantity: item.quantity })),
        await cartScope(ctx),
      );
      const empty = messageAfterUpdate(cart.items);
      const notices = empty ? [{ code: 'CART_EMPTY', message: cartMessage(ctx.store, empty) }] : [];
      return { cart: toCart(cart), user_errors: [...userErrors, ...notices] };
    });
  }

  @Mutation(() => RemoveItemFromCartOutput, {
    description: 'Removes a line with its custom colour (or the colour alone, by its uid).',
  })
  async removeItemFromCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RemoveItemFromCartInput) input: RemoveItemFromCartInput,
  ): Promise<RemoveItemFromCartOutput> {
    return cartCall(ctx, async () => {
      const { cart, userErrors } = await ctx.commerce.cart.removeItem(input.cart_id, input.cart_item_uid, await cartScope(ctx));
      return { cart: toCart(cart), user_errors: userErrors };
    });
  }

  @Mutation(() => ApplyCouponToCartOutput, { description: 'Applies a coupon. Errors: COUPON_NOT_APPLICABLE with the reason.' })
  async applyCouponToCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ApplyCouponToCartInput) input: ApplyCouponToCartInput,
  ): Promise<ApplyCouponToCartOutput> {
    return cartCall(ctx, async () => ({
      // Codes that do not apply are counted per cart and per client address (RATE_LIMITED past them).
      cart: toCart(
        await ctx.commerce.cart.applyCoupon(input.cart_id, input.coupon_code, await cartScope(ctx), { clientIp: ctx.clientIp }),
      ),
    }));
  }

  @Mutation(() => RemoveCouponFromCartOutput)
  async removeCouponFromCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RemoveCouponFromCartInput) input: RemoveCouponFromCartInput,
  ): Promise<RemoveCouponFromCartOutput> {
    return cartCall(ctx, async () => ({
      cart: toCart(await ctx.commerce.cart.removeCoupon(input.cart_id, await cartScope(ctx))),
    }));
  }

  @Mutation(() => Cart, {
    description:
      "Moves a guest cart's lines into the signed-in customer's cart and deactivates the guest cart. With replace_destination_items (the storefront's sign-in), the customer cart's lines are cleared first when the guest cart has any.",
  })
  async mergeCarts(
    @Ctx() ctx: RequestContext,
    @Arg('source_cart_id', () => String) sourceCartId: string,
    @Arg('destination_cart_id', () => String, { nullable: true }) destinationCartId: string | null,
    @Arg('replace_destination_items', () => Boolean, { nullable: true, defaultValue: false }) replace: boolean,
  ): Promise<Cart> {
    return cartCall(ctx, async () => {
      const scope = await cartScope(ctx);
      const destination = destinationCartId ?? (await ctx.commerce.cart.customerCart(scope)).id;
      return toCart(await ctx.commerce.cart.mergeCarts(sourceCartId, destination, scope, { replaceDestinationItems: replace }));
    });
  }

  @Mutation(() => ClearCartOutput, { description: 'Removes every line and the coupon.' })
  async clearCart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ClearCartInput) input: ClearCartInput,
  ): Promise<ClearCartOutput> {
    return cartCall(ctx, async () => ({ cart: toCart(await ctx.commerce.cart.clearCart(input.uid, await cartScope(ctx))) }));
  }

  @Query(() => GlobalSet, {
    nullable: true,
    description: 'A CMS text by handle; "delivery-info" carries the dispatch date of the cart given (or of an order placed now).',
  })
  async globalSet(
    @Ctx() ctx: RequestContext,
    @Arg('handle', () => String) handle: string,
    @Arg('cart_id', () => String, { nullable: true }) cartId: string | null,
  ): Promise<GlobalSet | null> {
    if (handle.length > MAX_HANDLE_LENGTH) return null;
    return ctx.commerce.deliveryInfo.globalSet(handle, ctx.store, cartId, () => cartScope(ctx));
  }
}
