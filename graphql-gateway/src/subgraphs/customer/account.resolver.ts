import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { CustomerContext } from './customer.loaders';
import { customerCall, requireCustomerId } from './customer.errors';
import { fromAddressInput, toAddress, toCustomer, type CustomerParent } from './customer.mappers';
import { startSession } from './session-cookies';
import { CustomerAddress, CustomerAddressInput, CustomerOutput, CustomerUpdateInput } from './customer.type';

/** The signed-in customer's profile and address book; every change is checked against its owner. */
@Resolver()
export class AccountResolver {
  @Mutation(() => CustomerOutput, {
    description: 'Changes names and the newsletter subscription; absent fields stay as they are.',
  })
  async updateCustomerV2(
    @Ctx() ctx: CustomerContext,
    @Arg('input', () => CustomerUpdateInput) input: CustomerUpdateInput,
  ): Promise<{ customer: CustomerParent }> {
    const customerId = await requireCustomerId(ctx);
    const customer = await customerCall(ctx, () =>
      ctx.commerce.customer.updateProfile(customerId, {
        firstName: input.firstname,
        lastName: input.lastname,
        isSubscribed: input.is_subscribed,
      }),
    );
    return { customer: toCustomer(customer) };
  }

  @Mutation(() => CustomerOutput, {
    description: 'Changes the email; needs the current password. Errors: INVALID_PASSWORD, EMAIL_TAKEN, BAD_USER_INPUT.',
  })
  async updateCustomerEmail(
    @Ctx() ctx: CustomerContext,
    @Arg('email') email: string,
    @Arg('password') password: string,
  ): Promise<{ customer: CustomerParent }> {
    const customerId = await requireCustomerId(ctx);
    const { customer, session } = await customerCall(ctx, () => ctx.commerce.customer.changeEmail(customerId, email, password));
    // A changed address signs out every other session: this client carries on with a new one.
    if (session) startSession(ctx, session);
    return { customer: toCustomer(customer) };
  }

  @Mutation(() => CustomerAddress, {
    description: 'Adds an address. Errors: BAD_USER_INPUT with extensions.fields (e.g. a postcode for the country).',
  })
  async createCustomerAddress(
    @Ctx() ctx: CustomerContext,
    @Arg('input', () => CustomerAddressInput) input: CustomerAddressInput,
  ): Promise<CustomerAddress> {
    const customerId = await requireCustomerId(ctx);
    return customerCall(ctx, async () => {
      const address = await ctx.commerce.customer.createAddress(customerId, fromAddressInput(input));
      return this.withDefaults(ctx, customerId, address);
    });
  }

  @Mutation(() => CustomerAddress, { description: "Changes an address of the signed-in customer. NOT_FOUND for anyone else's." })
  async updateCustomerAddress(
    @Ctx() ctx: CustomerContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CustomerAddressInput) input: CustomerAddressInput,
  ): Promise<CustomerAddress> {
    const customerId = await requireCustomerId(ctx);
    return customerCall(ctx, async () => {
      const address = await ctx.commerce.customer.updateAddress(customerId, id, fromAddressInput(input));
      return this.withDefaults(ctx, customerId, address);
    });
  }

  @Mutation(() => Boolean, { description: "Deletes an address of the signed-in customer. NOT_FOUND for anyone else's." })
  async deleteCustomerAddress(@Ctx() ctx: CustomerContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    const customerId = await requireCustomerId(ctx);
    await customerCall(ctx, () => ctx.commerce.customer.deleteAddress(customerId, id));
    return true;
  }

  private async withDefaults(
    ctx: CustomerContext,
    customerId: string,
    address: Parameters<typeof toAddress>[0],
  ): Promise<CustomerAddress> {
    const customer = await ctx.commerce.customer.getCustomer(customerId);
    return toAddress(address, { shipping: customer.defaultShippingId, billing: customer.defaultBillingId });
  }
}
