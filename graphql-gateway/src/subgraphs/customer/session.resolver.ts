import type { RequestOrigin } from '@cadence/commerce/modules/customer/customer.types';
import { CUSTOMER_FIELD_POLICY } from '@cadence/commerce/modules/customer/address.rules';
import { PASSWORD_POLICY } from '@cadence/commerce/modules/customer/customer.rules';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { CustomerContext } from './customer.loaders';
import { customerCall, requireCustomerId } from './customer.errors';
import { toCustomer, type CustomerParent } from './customer.mappers';
import {
  Customer,
  CustomerCreateInput,
  CustomerFieldPolicy,
  CustomerOutput,
  CustomerToken,
  PasswordPolicy,
  RevokeCustomerTokenOutput,
} from './customer.type';
import { clearedSessionCookies } from '@cadence/server-kit/cookies';
import { SESSION_COOKIE_NAMES, startSession } from './session-cookies';

const origin = (ctx: CustomerContext): RequestOrigin => ({ store: ctx.store, clientIp: ctx.clientIp });

/** Sign-in, registration, sign-out, renewal and passwords. Sessions travel in HttpOnly cookies only. */
@Resolver()
export class SessionResolver {
  @Query(() => PasswordPolicy, { description: 'The password rule new passwords must keep (the server enforces the same).' })
  passwordPolicy(): PasswordPolicy {
    return {
      minimum_length: PASSWORD_POLICY.minimumLength,
      maximum_length: PASSWORD_POLICY.maximumLength,
      requires_letter: PASSWORD_POLICY.requiresLetter,
      requires_digit: PASSWORD_POLICY.requiresDigit,
    };
  }

  @Query(() => CustomerFieldPolicy, {
    description: "The rules of the customer's and an address's text fields (the server enforces the same).",
  })
  customerFieldPolicy(): CustomerFieldPolicy {
    return { ...CUSTOMER_FIELD_POLICY };
  }

  @Mutation(() => CustomerToken, {
    description:
      'Signs in: sets the customer_token, customer_refresh_token (HttpOnly) and customer_expire_time cookies. Errors: INVALID_CREDENTIALS, RATE_LIMITED.',
  })
  async generateCustomerToken(
    @Ctx() ctx: CustomerContext,
    @Arg('email') email: string,
    @Arg('password') password: string,
  ): Promise<CustomerToken> {
    const { session } = await customerCall(ctx, () => ctx.commerce.sessions.signIn(email, password, origin(ctx)));
    startSession(ctx, session);
    return { expires_at: session.expiresAt.toISOString() };
  }

  @Mutation(() => CustomerOutput, {
    description:
      'Registers a customer and signs them in (sets the session cookies). Errors: BAD_USER_INPUT (extensions.fields), EMAIL_TAKEN, RATE_LIMITED.',
  })
  async createCustomerV2(
    @Ctx() ctx: CustomerContext,
    @Arg('input', () => CustomerCreateInput) input: CustomerCreateInput,
  ): Promise<{ customer: CustomerParent }> {
    const { customer, session } = await customerCall(ctx, () =>
      ctx.commerce.sessions.register(
        {
          firstName: input.firstname,
          lastName: input.lastname,
          email: input.email,
          password: input.password,
          isSubscribed: input.is_subscribed,
        },
        origin(ctx),
      ),
    );
    startSession(ctx, session);
    return { customer: toCustomer(customer) };
  }

  @Mutation(() => RevokeCustomerTokenOutput, {
    description: 'Signs out: revokes the session and clears the session cookies and the cart id. Always succeeds.',
  })
  async revokeCustomerToken(@Ctx() ctx: CustomerContext): Promise<RevokeCustomerTokenOutput> {
    try {
      await ctx.commerce.sessions.signOut(
        ctx.cookies[SESSION_COOKIE_NAMES.token],
        ctx.cookies[SESSION_COOKIE_NAMES.refreshToken],
      );
    } finally {
      ctx.responseCookies.push(...clearedSessionCookies(ctx.cookieSecure, { cart: true }));
    }
    return { result: true };
  }

  @Mutation(() => CustomerToken, {
    description:
      'Exchanges the customer_refresh_token cookie for new tokens (rotation) and sets new cookies. UNAUTHENTICATED (and the cookies cleared) when it is missing, expired, revoked or reused.',
  })
  async renewCustomerToken(@Ctx() ctx: CustomerContext): Promise<CustomerToken> {
    try {
      const session = await customerCall(ctx, () => ctx.commerce.sessions.renew(ctx.cookies[SESSION_COOKIE_NAMES.refreshToken]));
      startSession(ctx, session);
      return { expires_at: session.expiresAt.toISOString() };
    } catch (error) {
      ctx.responseCookies.push(...clearedSessionCookies(ctx.cookieSecure, { cart: false }));
      throw error;
    }
  }

  @Mutation(() => Boolean, {
    description:
      'Emails a single-use password reset link (valid 60 minutes) when the account exists. Always true: the answer never tells whether it does. Errors: BAD_USER_INPUT, RATE_LIMITED.',
  })
  async requestPasswordResetEmail(@Ctx() ctx: CustomerContext, @Arg('email') email: string): Promise<boolean> {
    await customerCall(ctx, () => ctx.commerce.sessions.requestPasswordReset(email, origin(ctx)));
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token from the reset email and signs out every session. Errors: BAD_USER_INPUT, RESET_TOKEN_INVALID.',
  })
  async resetPassword(
    @Ctx() ctx: CustomerContext,
    @Arg('resetPasswordToken') resetPasswordToken: string,
    @Arg('newPassword') newPassword: string,
  ): Promise<boolean> {
    await customerCall(ctx, () => ctx.commerce.sessions.resetPassword(resetPasswordToken, newPassword));
    return true;
  }

  @Mutation(() => Customer, {
    description:
      'Changes the password (the current one is checked), signs out every other session and renews this one. Errors: INVALID_PASSWORD, BAD_USER_INPUT.',
  })
  async changeCustomerPassword(
    @Ctx() ctx: CustomerContext,
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
  ): Promise<CustomerParent> {
    const customerId = await requireCustomerId(ctx);
    const session = await customerCall(ctx, () => ctx.commerce.sessions.changePassword(customerId, currentPassword, newPassword));
    startSession(ctx, session);
    return customerCall(ctx, async () => toCustomer(await ctx.commerce.customer.getCustomer(customerId)));
  }
}
