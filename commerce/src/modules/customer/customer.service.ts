import { assertNoFieldProblems, CustomerError, type FieldProblem } from './customer.errors';
import type { CustomerRepository } from './customer.repository';
import { checkEmail, normaliseEmail, profileProblems } from './customer.rules';
import { addressProblems, normaliseAddress } from './address.rules';
import type { AddressInput, Customer, CustomerAddress, Order, OrderItem, OrderPage, ProfileInput } from './customer.types';
import type { SessionService } from './session.service';

const MAX_ORDER_PAGE_SIZE = 100;

/**
 * The signed-in customer's account: profile, email, newsletter, address book and orders. Every
 * address and order is looked up together with its owner, so another customer's answers "not found".
 */
export class CustomerService {
  constructor(
    private readonly repository: CustomerRepository,
    private readonly sessions: SessionService,
    /** Codes of the countries the shop delivers to. */
    private readonly countryCodes: () => Promise<ReadonlySet<string>>,
  ) {}

  /** The customer, or UNAUTHENTICATED when the account no longer exists. */
  async getCustomer(customerId: string): Promise<Customer> {
    const customer = await this.repository.findCustomer(customerId);
    if (!customer) throw new CustomerError('UNAUTHENTICATED', 'unauthenticated');
    return customer;
  }

  /** Changes names and the newsletter subscription; absent fields stay as they are. */
  async updateProfile(customerId: string, input: ProfileInput): Promise<Customer> {
    assertNoFieldProblems(profileProblems(input));
    const patch: Parameters<CustomerRepository['updateCustomer']>[1] = {};
    if (input.firstName !== undefined && input.firstName !== null) patch.firstName = input.firstName.trim();
    if (input.lastName !== undefined && input.lastName !== null) patch.lastName = input.lastName.trim();
    if (input.isSubscribed !== undefined && input.isSubscribed !== null) patch.isSubscribed = input.isSubscribed;
    if (Object.keys(patch).length === 0) return this.getCustomer(customerId);
    const customer = await this.repository.updateCustomer(customerId, patch);
    if (!customer) throw new CustomerError('UNAUTHENTICATED', 'unauthenticated');
    return customer;
  }

  /** Changes the email after checking the password. Throws BAD_USER_INPUT, INVALID_PASSWORD or EMAIL_TAKEN. */
  async changeEmail(customerId: string, email: string, password: string): Promise<Customer> {
    const problems: Record<string, FieldProblem> = {};
    checkEmail(problems, 'email', email);
    assertNoFieldProblems(problems);
    await this.sessions.confirmPassword(customerId, password);
    if (await this.repository.emailInUse(normaliseEmail(email), customerId)) throw new CustomerError('EMAIL_TAKEN', 'emailTaken');
    const customer = await this.repository.updateCustomer(customerId, { email: email.trim() });
    if (!customer) throw new CustomerError('UNAUTHENTICATED', 'unauthenticated');
    return customer;
  }

  /** Addresses of several customers (for a per-request DataLoader), grouped in key order. */
  async addressesOf(customerIds: readonly string[]): Promise<CustomerAddress[][]> {
    const rows = await this.repository.listAddresses(customerIds);
    return customerIds.map((id) => rows.filter((row) => row.customerId === id));
  }

  /** Adds an address; `defaultShipping`/`defaultBilling` make it the default. Throws BAD_USER_INPUT. */
  async createAddress(customerId: string, input: AddressInput): Promise<CustomerAddress> {
    const address = await this.validAddress(input);
    return this.repository.transaction(async (repository) => {
      const created = await repository.insertAddress(customerId, address);
      await this.applyDefaults(repository, customerId, created.id, input);
      return created;
    });
  }

  /** Changes an address of this customer. Throws NOT_FOUND (also for another customer's) or BAD_USER_INPUT. */
  async updateAddress(customerId: string, id: number, input: AddressInput): Promise<CustomerAddress> {
    const address = await this.validAddress(input);
    return this.repository.transaction(async (repository) => {
      const updated = await repository.updateAddress(id, customerId, address);
      if (!updated) throw new CustomerError('NOT_FOUND', 'addressNotFound', { id });
      await this.applyDefaults(repository, customerId, id, input);
      return updated;
    });
  }

  /** Deletes an address of this customer (and any default pointing at it). Throws NOT_FOUND. */
  async deleteAddress(customerId: string, id: number): Promise<void> {
    await this.repository.transaction(async (repository) => {
      const customer = await repository.findCustomer(customerId);
      if (!customer || !(await repository.deleteAddress(id, customerId)))
        throw new CustomerError('NOT_FOUND', 'addressNotFound', { id });
      const patch: { defaultShippingId?: null; defaultBillingId?: null } = {};
      if (customer.defaultShippingId === id) patch.defaultShippingId = null;
      if (customer.defaultBillingId === id) patch.defaultBillingId = null;
      if (Object.keys(patch).length) await repository.updateCustomer(customerId, patch);
    });
  }

  /**
   * A page of the customer's orders, newest first; `number` narrows it to that order (an empty page
   * when it is not theirs). Throws BAD_USER_INPUT for a page below 1 or a page size outside 1–100.
   */
  async orders(
    customerId: string,
    options: { number?: string | null; currentPage: number; pageSize: number },
  ): Promise<OrderPage> {
    const problems: string[] = [];
    if (!Number.isInteger(options.currentPage) || options.currentPage < 1) problems.push('currentPage must be 1 or more');
    if (!Number.isInteger(options.pageSize) || options.pageSize < 1 || options.pageSize > MAX_ORDER_PAGE_SIZE) {
      problems.push(`pageSize must be between 1 and ${MAX_ORDER_PAGE_SIZE}`);
    }
    if (problems.length) throw new CustomerError('BAD_USER_INPUT', 'invalidArguments', { detail: problems.join('; ') });
    const { items, totalCount } = await this.repository.listOrders(customerId, {
      number: options.number?.trim() || null,
      offset: (options.currentPage - 1) * options.pageSize,
      limit: options.pageSize,
    });
    return {
      items,
      totalCount,
      currentPage: options.currentPage,
      pageSize: options.pageSize,
      totalPages: Math.ceil(totalCount / options.pageSize),
    };
  }

  /** Items of several orders (for a per-request DataLoader), grouped in key order. */
  async itemsOf(orderIds: readonly string[]): Promise<OrderItem[][]> {
    const rows = await this.repository.listOrderItems(orderIds);
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }

  /** Records an order (checkout's write). */
  recordOrder(order: Parameters<CustomerRepository['insertOrder']>[0]): Promise<Order> {
    return this.repository.insertOrder(order);
  }

  private async validAddress(input: AddressInput): Promise<AddressInput> {
    assertNoFieldProblems(addressProblems(input, await this.countryCodes()));
    return normaliseAddress(input);
  }

  private async applyDefaults(
    repository: CustomerRepository,
    customerId: string,
    id: number,
    input: AddressInput,
  ): Promise<void> {
    const customer = await repository.findCustomer(customerId);
    if (!customer) throw new CustomerError('UNAUTHENTICATED', 'unauthenticated');
    const patch: { defaultShippingId?: number | null; defaultBillingId?: number | null } = {};
    if (input.defaultShipping === true) patch.defaultShippingId = id;
    else if (input.defaultShipping === false && customer.defaultShippingId === id) patch.defaultShippingId = null;
    if (input.defaultBilling === true) patch.defaultBillingId = id;
    else if (input.defaultBilling === false && customer.defaultBillingId === id) patch.defaultBillingId = null;
    if (Object.keys(patch).length) await repository.updateCustomer(customerId, patch);
  }
}
