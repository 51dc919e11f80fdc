import type { Db } from '../../db/client';
import { AddressRepository } from './address.repository';
import { CustomerRepository } from './customer.repository';
import { SessionRepository } from './session.repository';

/**
 * The customer module's repositories over one connection, so a use case that writes several
 * aggregates (a customer and a session, an address and the customer's defaults) can do it in one
 * transaction: `transaction` hands the work the same repositories bound to the transaction.
 */
export class CustomerUnitOfWork {
  readonly customers: CustomerRepository;
  readonly addresses: AddressRepository;
  readonly sessions: SessionRepository;

  constructor(private readonly db: Db) {
    this.customers = new CustomerRepository(db);
    this.addresses = new AddressRepository(db);
    this.sessions = new SessionRepository(db);
  }

  /** Runs `work` in one transaction with repositories bound to it. */
  transaction<T>(work: (unit: CustomerUnitOfWork) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CustomerUnitOfWork(tx as unknown as Db)));
  }
}
