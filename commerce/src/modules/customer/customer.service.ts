import { assertNoFieldProblems, CustomerError } from './customer.errors';
import type { CustomerUnitOfWork } from './customer.unit-of-work';
import { profileProblems } from './customer.rules';
import { addressProblems, MAX_ADDRESSES_PER_CUSTOMER } from './address.rules';
import { normaliseAddress } from './address-format.rules';
import type { AddressInput, Customer, CustomerAddress, IssuedSession, ProfileInput } from './customer.types';
import { orderPageProblems } from '../orders/orders.rules';
import type { OrdersService } from '../orders/orders.service';
import type { OrderPage } from '../orders/orders.types';
import type { SessionService } from './session.service';

/**
 * The signed-in customer's account: profile, email, newsletter, address book and orders. Every
 * address and order is looked up together with its owner, so another customer's answers "not found".
 */
export class CustomerService {
  constructor(
    private readonly repository: CustomerUnitOfWork,
    private readonly sessions: SessionService,
    private readonly ordersOf: OrdersService,
    /** Codes of the countries the shop delivers to. */
    private readonly countryCodes: () => Promise<ReadonlySet<string>>,
  ) {}

  /** The customer, or UNAUTHENTICATED when the account no longer exists. */
  async getCustomer(customerId: string): Promise<Customer> {
    const customer = await this.repository.customers.findCustomer(customerId);
    if (!customer) throw new CustomerError('UNAUTHENTICATED', 'unauthenticated');
    return customer;
  }

  /** Changes names and the newsletter subscription; absent fields stay as they are. */
  async updateProfile(customerId: string, input: ProfileInput): Promise<Customer> {
    assertNoFieldProblems(profileProblems(input));
    const patch: Parameters<CustomerUnitOfWork['customers']['updateCustomer']>[1] = {};
    if (input.firstName !== undefined && input.firstName !== null) patch.firstName = input.firstName.trim();
    if (input.lastName !== undefined && input.lastName !== null) patch.lastName = input.lastName.trim();
    if (input.isSubscribed !== undefined && input.isSubscribed !== null) patch.isSubscribed = input.isSubscribed;
    if (Object.keys(patch).length === 0) return this.getCustomer(customerId);
    const customer = await this.repository.customers.updateCustomer(customerId, patch);
    if (!customer) throw new CustomerError('UNAUTHENTICATED', 'unauthenticated');
    return customer;
  }

  /**
   * Changes the email after checking the current password (SessionService.changeEmail: a changed
   * address signs out every other session, gives this client a new one and tells the old address).
   * Throws BAD_USER_INPUT, INVALID_PASSWORD, EMAIL_TAKEN or RATE_LIMITED.
   */
  changeEmail(
    customerId: string,
    email: string,
    password: string,
  ): Promise<{ customer: Customer; session: IssuedSession | null }> {
    return this.sessions.changeEmail(customerId, email, password);
  }

  /** Addresses of several customers (for a per-request DataLoader), grouped in key order. */
  async addressesOf(customerIds: readonly string[]): Promise<CustomerAddress[][]> {
    const rows = await this.repository.addresses.listAddresses(customerIds);
    return customerIds.map((id) => rows.filter((row) => row.customerId === id));
  }

  /**
   * Adds an address; `defaultShipping`/`defaultBilling` make it the default. Throws BAD_USER_INPUT
   * (field problems, or a book already holding MAX_ADDRESSES_PER_CUSTOMER).
   */
  async createAddress(customerId: string, input: AddressInput): Promise<CustomerAddress> {
    const address = await this.validAddress(input);
    return this.repository.transaction(async (repository) => {
      const created = await repository.addresses.insertAddressWithinLimit(customerId, address, MAX_ADDRESSES_PER_CUSTOMER);
      if (!created) throw new CustomerError('BAD_USER_INPUT', 'addressBookFull', { max: MAX_ADDRESSES_PER_CUSTOMER });
      await this.applyDefaults(repository, customerId, created.id, input);
      return created;
    });
  }

  /** Changes an address of this customer. Throws NOT_FOUND (also for another customer's) or BAD_USER_INPUT. */
  async updateAddress(customerId: string, id: number, input: AddressInput): Promise<CustomerAddress> {
    const address = await this.validAddress(input);
    return this.repository.transaction(async (repository) => {
      const updated = await repository.addresses.updateAddress(id, customerId, address);
      if (!updated) throw new CustomerError('NOT_FOUND', 'addressNotFound', { id });
      await this.applyDefaults(repository, customerId, id, input);
      return updated;
    });
  }

  /** Deletes an address of this customer (and any default pointing at it). Throws NOT_FOUND. */
  async deleteAddress(customerId: string, id: number): Promise<void> {
    await this.repository.transaction(async (repository) => {
      const customer = await repository.customers.findCustomer(customerId);
      if (!customer || !(await repository.addresses.deleteAddress(id, customerId)))
        throw new CustomerError('NOT_FOUND', 'addressNotFound', { id });
      const patch: { defaultShippingId?: null; defaultBillingId?: null } = {};
      if (customer.defaultShippingId === id) patch.defaultShippingId = null;
      if (customer.defaultBillingId === id) patch.defaultBillingId = null;
      if (Object.keys(patch).length) await repository.customers.updateCustomer(customerId, patch);
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
    const problems = orderPageProblems(options);
    if (problems.length) throw new CustomerError('BAD_USER_INPUT', 'invalidArguments', { detail: problems.join('; ') });
    return this.ordersOf.customerOrders(customerId, options);
  }

  /** An address checked by the address book's rules and normalised; throws BAD_USER_INPUT with each field's problem. */
  checkAddress(input: AddressInput): Promise<AddressInput> {
    return this.validAddress(input);
  }

  /** One address of this customer's book, or null (another customer's answers null too). */
  async addressOf(customerId: string, id: number): Promise<CustomerAddress | null> {
    const [addresses] = await this.addressesOf([customerId]);
    return addresses?.find((address) => address.id === id) ?? null;
  }

  private async validAddress(input: AddressInput): Promise<AddressInput> {
    assertNoFieldProblems(addressProblems(input, await this.countryCodes()));
    return normaliseAddress(input);
  }

  private async applyDefaults(
    repository: CustomerUnitOfWork,
    customerId: string,
    id: number,
    input: AddressInput,
  ): Promise<void> {
    const customer = await repository.customers.findCustomer(customerId);
    if (!customer) throw new CustomerError('UNAUTHENTICATED', 'unauthenticated');
    const patch: { defaultShippingId?: number | null; defaultBillingId?: number | null } = {};
    if (input.defaultShipping === true) patch.defaultShippingId = id;
    else if (input.defaultShipping === false && customer.defaultShippingId === id) patch.defaultShippingId = null;
    if (input.defaultBilling === true) patch.defaultBillingId = id;
    else if (input.defaultBilling === false && customer.defaultBillingId === id) patch.defaultBillingId = null;
    if (Object.keys(patch).length) await repository.customers.updateCustomer(customerId, patch);
  }
}
