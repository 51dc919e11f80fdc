import { useQuery } from '../../../shared/apollo/query-hooks';
import { useMutation } from '../../../shared/apollo/use-mutation';
import { useRouter } from 'next/router';
import { useCallback, useRef, useState } from 'react';
import type { CartAddressInput, PaymentMethodCode, ShippingMethodCode } from '../../../graphql/graphql';
import { CheckoutBillingAddressSetDocument } from '../../../graphql/documents/CheckoutBillingAddressSetDocument';
import { CheckoutGetDocument } from '../../../graphql/documents/CheckoutGetDocument';
import { CheckoutOrderPlaceDocument } from '../../../graphql/documents/CheckoutOrderPlaceDocument';
import { CheckoutPaymentConfirmDocument } from '../../../graphql/documents/CheckoutPaymentConfirmDocument';
import { CheckoutPaymentMethodSetDocument } from '../../../graphql/documents/CheckoutPaymentMethodSetDocument';
import { CheckoutShippingAddressSetDocument } from '../../../graphql/documents/CheckoutShippingAddressSetDocument';
import { CheckoutShippingMethodSetDocument } from '../../../graphql/documents/CheckoutShippingMethodSetDocument';
import { callFailure } from '../../../shared/forms/server-errors';
import type { CallFailure } from '../../../shared/forms/failure';
import { useCart } from '../../cart/hooks/use-cart';
import { newAttemptKey } from '../checkout.rules';

export type CheckoutResult = { ok: true } | { ok: false; problem: CallFailure };

/** A card as the payment form hands it over. */
export type CardDetails = { number: string; expiry_month: number; expiry_year: number; cvc: string; holder: string };

export type PlaceOutcome =
  | { kind: 'placed'; orderNumber: string }
  | { kind: 'confirm'; reference: string; message: string }
  /** Placed, awaiting the lender: the browser is on its way to the lender's application page. */
  | { kind: 'lender'; orderNumber: string }
  | { kind: 'refused'; message: string | null };

/**
 * The signed-in customer's cart in checkout: read with the page (server-rendered, then kept by the
 * Apollo cache, where every change's answer updates the same Cart), the steps' mutations, and
 * placing the order with one attempt key per attempt. Totals always come from the server.
 */
export function useCheckout() {
  const router = useRouter();
  const { refresh: refreshCart } = useCart();
  const { data, loading } = useQuery(CheckoutGetDocument, { fetchPolicy: 'cache-first' });
  const cart = data?.customerCart ?? null;
  const [setShipping] = useMutation(CheckoutShippingAddressSetDocument);
  const [setBilling] = useMutation(CheckoutBillingAddressSetDocument);
  const [setMethod] = useMutation(CheckoutShippingMethodSetDocument);
  const [setPayment] = useMutation(CheckoutPaymentMethodSetDocument);
  const [place] = useMutation(CheckoutOrderPlaceDocument);
  const [confirm] = useMutation(CheckoutPaymentConfirmDocument);
  const [placing, setPlacing] = useState(false);
  // One key per attempt: kept across a double click or a retry, renewed after a refusal.
  const attempt = useRef<string | null>(null);

  const run = useCallback(async (work: () => Promise<unknown>): Promise<CheckoutResult> => {
    try {
      await work();
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: callFailure(error) };
    }
  }, []);
  const cartId = cart?.id ?? '';

  const placeOrder = useCallback(
    async (payment: {
      card?: CardDetails | null;
      reference?: string | null;
      certificate?: { issuer: string; code: string } | null;
      finance?: { productId: string; depositPercent: number } | null;
    }): Promise<PlaceOutcome> => {
      attempt.current ??= newAttemptKey();
      setPlacing(true);
      try {
        const { data: answer } = await place({
          variables: {
            input: {
              cart_id: cartId,
              idempotency_key: attempt.current,
              card: payment.card ?? null,
              payment_reference: payment.reference ?? null,
              certificate: payment.certificate ?? null,
              finance: payment.finance
                ? { product_id: payment.finance.productId, deposit_percent: payment.finance.depositPercent }
                : null,
            },
          },
        });
        const result = answer?.placeOrder;
        if (result?.order) {
          await refreshCart();
          await router.push(`/checkout/success/${encodeURIComponent(result.order.order_number)}/`);
          return { kind: 'placed', orderNumber: result.order.order_number };
        }
        if (result?.finance_application) {
          await refreshCart();
          // The lender's page is another site: a full navigation, to the address the shop signed.
          window.location.assign(result.finance_application.redirect_url);
          return { kind: 'lender', orderNumber: result.finance_application.order_number };
        }
        // Anything but an order ends this attempt: the next try is a new one.
        attempt.current = null;
        if (result?.payment_action) {
          return { kind: 'confirm', reference: result.payment_action.payment_reference, message: result.payment_action.message };
        }
        return { kind: 'refused', message: result?.errors[0]?.message ?? null };
      } catch (error) {
        // A network failure may have placed the order: the same key is sent again on retry.
        return { kind: 'refused', message: callFailure(error).message };
      } finally {
        setPlacing(false);
      }
    },
    [cartId, place, refreshCart, router],
  );

  return {
    cart,
    checkout: cart?.checkout ?? null,
    loading,
    placing,
    setShippingAddress: (input: { customer_address_id?: number; address?: CartAddressInput }) =>
      run(() => setShipping({ variables: { input: { cart_id: cartId, shipping_addresses: [input] } } })),
    setBillingAddress: (input: { same_as_shipping?: boolean; customer_address_id?: number; address?: CartAddressInput }) =>
      run(() => setBilling({ variables: { input: { cart_id: cartId, billing_address: input } } })),
    setShippingMethod: (method: ShippingMethodCode, pickupLocation?: string | null) =>
      run(() =>
        setMethod({
          variables: {
            input: {
              cart_id: cartId,
              shipping_methods: [{ carrier_code: 'cadence', method_code: method, pickup_location_code: pickupLocation ?? null }],
            },
          },
        }),
      ),
    setPaymentMethod: (code: PaymentMethodCode) =>
      run(() => setPayment({ variables: { input: { cart_id: cartId, payment_method: { code } } } })),
    placeOrder,
    /** The shopper's answer to the card issuer's confirmation (the sandbox's stand-in for 3-D Secure). */
    confirmPayment: async (reference: string, approved: boolean): Promise<boolean> => {
      try {
        const { data: answer } = await confirm({ variables: { reference, approved } });
        return answer?.confirmSandboxPayment ?? false;
      } catch {
        // Refused (past the card decline limits) or out of reach: not authorised. The order attempt
        // that follows says why, as the same rules refuse it with their message.
        return false;
      }
    },
  };
}
