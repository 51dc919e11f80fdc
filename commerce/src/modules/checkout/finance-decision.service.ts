import { toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import type { Db } from '../../db/client';
import type { Mailer } from '../../shared/mailer';
import { badEvent, readSignedWebhook } from '../../shared/webhook';
import type { CartScope } from '../cart/cart.types';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomerService } from '../customer/customer.service';
import type { FinanceApplication } from '../finance/finance-application.repository';
import { hasExpired, parseLenderEvent, type ApplicationStatus } from '../finance/finance-application.rules';
import type { FinanceService } from '../finance/finance.service';
import { financeDeclinedMail } from '../orders/orders.mail';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';
import type { StoreService } from '../store/store.service';
import { CheckoutError } from './checkout.errors';
import { sendOrderConfirmation } from './order-writer';

export type FinanceDecisionDependencies = {
  finance: FinanceService;
  store: Pick<StoreService, 'shops' | 'listCountries'>;
  orders: OrdersService;
  catalogue: CatalogueService;
  payments: PaymentsService;
  customer: CustomerService;
  transaction: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** The secret shared with the lender (signs its decision webhooks). */
  secret: string;
  mailer: Mailer | null;
  siteUrls: Record<StoreCode, string>;
  brand: string;
  clock?: () => Date;
};

/** What the shop answers the lender's webhook. */
export type LenderWebhookOutcome =
  | { status: 'applied' | 'unchanged' | 'duplicate'; application?: string; orderNumber?: string }
  | { status: 'refused'; httpStatus: 400 | 401 | 404 | 409; code: string; message: string };

/** Thrown inside a decision's transaction when its order no longer waits for the lender: nothing is recorded. */
class OrderNotWaiting extends Error {}

/** Where a finance application stands, for the customer whose order it pays. */
export type FinanceApplicationStatus = { orderNumber: string; status: ApplicationStatus; expired: boolean };

/**
 * The lender's decisions on the finance an order is paid with, as its signed webhook reports them
 * (once per event, in one transaction with what they do): accepted → the order is paid and
 * confirmed by email; declined → the order is cancelled, its stock given back, the deposit refunded
 * and the shopper told; referred → the order keeps waiting. An application nobody applied for by
 * its link's end expires the same way as a decline (`expireRunOut`, run on a timer).
 */
export class FinanceDecisionService {
  private readonly clock: () => Date;

  constructor(private readonly deps: FinanceDecisionDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** An application of the signed-in customer (null for anyone else's or an unknown one). */
  async status(applicationId: string, scope: CartScope): Promise<FinanceApplicationStatus | null> {
    if (!scope.customerId) throw new CheckoutError('UNAUTHENTICATED', 'signInToCheckout');
    const application = await this.deps.finance.application(applicationId);
    if (!application || application.customerId !== scope.customerId) return null;
    return {
      orderNumber: application.orderNumber,
      status: application.status,
      expired: application.status === 'expired' || hasExpired(application, this.clock()),
    };
  }

  /**
   * The lender's decision webhook, read by the webhooks' one rule (`readSignedWebhook`: size,
   * signature with the shared secret, JSON) before anything else.
   */
  async decide(rawBody: string, signature: string | null | undefined): Promise<LenderWebhookOutcome> {
    const now = this.clock();
    const refuse = (httpStatus: 400 | 401 | 404 | 409, code: string, message: string): LenderWebhookOutcome => ({
      status: 'refused',
      httpStatus,
      code,
      message,
    });
    const delivery = readSignedWebhook(this.deps.secret, rawBody, signature, now);
    if (!delivery.ok) return { status: 'refused', ...delivery.refusal };
    const event = parseLenderEvent(delivery.event);
    if (!event) return { status: 'refused', ...badEvent('The body is not an application.decision event with every field.') };
    let result;
    try {
      result = await this.deps.transaction(async (db) => {
        const recorded = await this.deps.finance.recordDecision(db, event, now);
        if (recorded.kind !== 'applied') return recorded;
        if (event.decision === 'accepted') {
          // An order cancelled meanwhile (by operations) is not paid by an acceptance: nothing is recorded.
          if (!(await this.deps.orders.moveStatus(recorded.application.orderNumber, 'paid', db))) throw new OrderNotWaiting();
        }
        if (event.decision === 'declined') await this.cancelOrder(db, recorded.application);
        return recorded;
      });
    } catch (error) {
      if (error instanceof OrderNotWaiting) {
        return refuse(409, 'ORDER_NOT_WAITING', 'The order no longer waits for a finance decision (it was cancelled).');
      }
      throw error;
    }
    switch (result.kind) {
      case 'not_found':
        return refuse(404, 'APPLICATION_NOT_FOUND', 'No finance application has this reference.');
      case 'duplicate':
        return { status: 'duplicate' };
      case 'conflict':
        return refuse(409, 'ALREADY_DECIDED', `The application was already ${result.application.status}.`);
      case 'unchanged':
        return { status: 'unchanged', application: result.application.id, orderNumber: result.application.orderNumber };
      case 'applied':
        await this.afterDecision(result.application);
        return { status: 'applied', application: result.application.id, orderNumber: result.application.orderNumber };
    }
  }

  /**
   * Expires applications nobody applied for by their link's end: each order is cancelled, its stock
   * given back and any deposit refunded, as for a decline. Safe on every replica at once (each
   * application's row is locked and moved from submitted once). Answers how many expired.
   */
  async expireRunOut(limit = 50): Promise<number> {
    const now = this.clock();
    let expired = 0;
    for (const id of await this.deps.finance.runOutApplications(now, limit)) {
      try {
        const application = await this.deps.transaction(async (db) => {
          const ran = await this.deps.finance.expire(db, id, now);
          if (ran) await this.cancelOrder(db, ran);
          return ran;
        });
        if (!application) continue;
        expired++;
        await this.afterDecision(application);
      } catch (error) {
        // One application's failure does not stop the others; the next sweep tries it again.
        console.error('[finance] could not expire application', id, (error as Error).message);
      }
    }
    return expired;
  }

  /** Cancels an order its finance will not pay, giving back the stock it held (inside the decision's transaction). */
  private async cancelOrder(db: Db, application: FinanceApplication): Promise<void> {
    await this.deps.orders.moveStatus(application.orderNumber, 'cancelled', db);
    await this.deps.catalogue.returnStock(db, application.heldStock);
  }

  /**
   * What follows a decision outside its transaction: the deposit's refund when declined or expired
   * (first, and whatever else fails; a failed refund is logged for operations), then the mails
   * (a failure is logged, never undoes the decision).
   */
  private async afterDecision(application: FinanceApplication): Promise<void> {
    if (application.status === 'referred') return;
    if (application.status !== 'accepted' && application.depositReference) {
      await this.deps.payments.refund(application.depositReference);
    }
    try {
      await this.mailDecision(application);
    } catch (error) {
      console.error('[finance] could not mail the decision on', application.orderNumber, (error as Error).message);
    }
  }

  private async mailDecision(application: FinanceApplication): Promise<void> {
    const order = await this.deps.orders.byNumber(application.orderNumber);
    if (!order || !order.customerId) return;
    const customer = await this.deps.customer.getCustomer(order.customerId);
    if (application.status === 'accepted') {
      const shop = order.collectionShop
        ? ((await this.deps.store.shops()).find((s) => s.code === order.collectionShop) ?? null)
        : null;
      await sendOrderConfirmation(this.deps, order, customer.firstName, shop);
      return;
    }
    if (!this.deps.mailer || !order.email) return;
    const store = toStoreCode(order.store);
    this.deps.mailer.sendInBackground(
      {
        to: order.email,
        kind: `finance-${application.status}`,
        ...financeDeclinedMail(order, {
          brand: this.deps.brand,
          firstName: customer.firstName,
          shopLink: `${this.deps.siteUrls[store]}/`,
          reason: application.status === 'expired' ? 'expired' : 'declined',
        }),
      },
      `finance ${application.status} ${order.number}`,
    );
  }
}
