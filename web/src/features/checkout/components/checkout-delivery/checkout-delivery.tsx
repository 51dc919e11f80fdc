import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useId, useState } from 'react';
import type { CheckoutFieldsFragment, ShippingMethodCode } from '../../../../graphql/graphql';
import { formatPrice } from '../../../../shared/format/format.rules';
import type { CheckoutResult } from '../../hooks/use-checkout';
import { CheckoutStep } from '../checkout-step/checkout-step';

type Checkout = NonNullable<CheckoutFieldsFragment['checkout']>;

/**
 * The delivery step: standard, next day (where the country has it) or click and collect at one of
 * the shop's stores, each with its price from the server.
 */
export function CheckoutDelivery({
  checkout,
  currency,
  onChoose,
}: {
  checkout: Checkout;
  currency: string;
  onChoose: (method: ShippingMethodCode, pickup?: string | null) => Promise<CheckoutResult>;
}): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const { locale = 'en-GB' } = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const selected = checkout.selected_shipping_method?.method_code ?? null;
  const choose = async (method: ShippingMethodCode, pickup?: string | null) => {
    const result = await onChoose(method, pickup);
    setProblem(result.ok ? null : (result.problem.message ?? t('checkout.generic')));
  };
  const offered = checkout.available_shipping_methods.filter((method) => method.available);
  if (offered.length === 0) {
    // The cart offers no checkout then (cart.fulfilment_available); a shopper who comes here anyway
    // (a country changed in another tab) is told why there is nothing to choose.
    return (
      <CheckoutStep title={t('checkout.delivery.title')} testId="CheckoutDelivery-root">
        <p className="problem" role="status">
          {t('checkout.delivery.none')}
        </p>
      </CheckoutStep>
    );
  }
  return (
    <CheckoutStep
      title={t('checkout.delivery.title')}
      testId="CheckoutDelivery-root"
      choices={offered.map((method) => {
        const code = method.method_code;
        const price = method.amount.value === 0 ? t('checkout.free') : formatPrice(method.amount.value, locale, currency, true);
        return (
          <label key={code} className="choice" data-selected={selected === code}>
            <input
              type="radio"
              name={`${id}-method`}
              value={code}
              checked={selected === code}
              onChange={() => {
                // Click and collect starts with the first store; the shopper can pick another.
                void choose(
                  code,
                  code === 'CLICK_AND_COLLECT' ? (checkout.pickup_locations[0]?.pickup_location_code ?? null) : null,
                );
              }}
            />
            <span>
              <strong>{t(`checkout.delivery.${code}`)}</strong>
              <br />
              <span className="muted">{t(`checkout.delivery.${code}_hint`)}</span>
            </span>
            <span className="price">{price}</span>
          </label>
        );
      })}
    >
      {selected === 'CLICK_AND_COLLECT' ? (
        <fieldset className="choices">
          <legend>{t('checkout.delivery.store')}</legend>
          {checkout.pickup_locations.map((store) => (
            <label
              key={store.pickup_location_code}
              className="choice"
              data-selected={checkout.selected_pickup_location?.pickup_location_code === store.pickup_location_code}
            >
              <input
                type="radio"
                name={`${id}-store`}
                value={store.pickup_location_code}
                checked={checkout.selected_pickup_location?.pickup_location_code === store.pickup_location_code}
                onChange={() => void choose('CLICK_AND_COLLECT' as ShippingMethodCode, store.pickup_location_code)}
              />
              <span>
                <strong>{store.name}</strong>
                <br />
                <span className="muted">
                  {store.street}, {store.postcode} {store.city}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div aria-live="polite">{problem ? <p className="problem">{problem}</p> : null}</div>
    </CheckoutStep>
  );
}
