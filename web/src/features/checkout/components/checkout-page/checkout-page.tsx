import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useState } from 'react';
import { containerStyles, buttonStyles } from '../../../../shared/ui/button.styles';
import { signInPath } from '../../../customer/session/session-paths.rules';
import { useAddresses } from '../../../customer/hooks/use-addresses';
import { checkoutPageStyles } from './checkout-page.styles';
import { CheckoutAddress } from '../checkout-address/checkout-address';
import { CheckoutDelivery } from '../checkout-delivery/checkout-delivery';
import { CheckoutPayment } from '../checkout-payment/checkout-payment';
import { CheckoutSummary } from '../checkout-summary/checkout-summary';
import { CheckoutPartnerHandoff } from '../checkout-partner/checkout-partner';
import { useCheckout } from '../../hooks/use-checkout';
import { nextCheckoutStep } from '../../checkout.rules';

const CHECKOUT_PATH = '/checkout/';

/** A guest at checkout (spec §2, §6): sign in or create an account, then back here with the cart. */
export function CheckoutGate(): React.JSX.Element {
  const { t } = useTranslation('checkout');
  return (
    <div css={[containerStyles, checkoutPageStyles]}>
      <h1>{t('checkout.title')}</h1>
      <div className="step gate" data-testid="CheckoutGate-root">
        <p>
          <strong>{t('checkout.gate.message')}</strong>
        </p>
        <div className="links">
          <Link href={signInPath(CHECKOUT_PATH)} css={buttonStyles}>
            {t('checkout.gate.signIn')}
          </Link>
          <Link href={`/auth/register/?redirect=${encodeURIComponent(CHECKOUT_PATH)}`}>{t('checkout.gate.register')}</Link>
        </div>
      </div>
    </div>
  );
}

/**
 * The shop's own checkout on one page, usable on a phone: delivery method (and store), the address
 * it needs, billing, payment and placing the order, with the order summary beside (below on a
 * phone). Every total is the server's.
 */
export function CheckoutPage({ shopperCountry }: { shopperCountry: string | null }): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const checkoutState = useCheckout();
  const { cart, checkout } = checkoutState;
  if (!cart || !checkout) {
    return (
      <div css={[containerStyles, checkoutPageStyles]}>
        <h1>{t('checkout.title')}</h1>
        <p>{checkoutState.loading ? t('checkout.loading') : t('checkout.unavailable')}</p>
      </div>
    );
  }
  if (cart.items.length === 0) {
    return (
      <div css={[containerStyles, checkoutPageStyles]}>
        <h1>{t('checkout.title')}</h1>
        <p data-testid="CheckoutPage-empty">{t('checkout.empty')}</p>
        <Link href="/" css={buttonStyles}>
          {t('checkout.continueShopping')}
        </Link>
      </div>
    );
  }
  if (checkout.route === 'PARTNER') {
    return (
      <div css={[containerStyles, checkoutPageStyles]}>
        <h1>{t('checkout.title')}</h1>
        <div className="layout">
          <CheckoutPartnerHandoff cartId={cart.id} />
          <aside>
            <CheckoutSummary cart={cart} />
          </aside>
        </div>
      </div>
    );
  }
  return (
    <div css={[containerStyles, checkoutPageStyles]}>
      <h1>{t('checkout.title')}</h1>
      <div className="layout">
        <CheckoutSteps state={checkoutState} checkout={checkout} currency={cart.currency} shopperCountry={shopperCountry} />
        <aside>
          <CheckoutSummary cart={cart} />
        </aside>
      </div>
    </div>
  );
}

type CheckoutState = ReturnType<typeof useCheckout>;

/** The steps column: delivery, the addresses it needs, and payment once everything before is chosen. */
function CheckoutSteps({
  state: checkoutState,
  checkout,
  currency,
  shopperCountry,
}: {
  state: CheckoutState;
  checkout: NonNullable<CheckoutState['checkout']>;
  currency: string;
  shopperCountry: string | null;
}): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const book = useAddresses(shopperCountry);
  const [separateBilling, setSeparateBilling] = useState(!checkout.billing_same_as_shipping);
  const step = nextCheckoutStep(checkout);
  const collect = checkout.selected_shipping_method?.method_code === 'CLICK_AND_COLLECT';
  const keyOf = (a: { firstname: string; lastname: string; postcode: string } | null) =>
    a ? `${a.firstname}|${a.lastname}|${a.postcode}` : null;
  const deliverable = book.addresses.filter((a) => !shopperCountry || a.country_code === shopperCountry);
  const billingSeparate = collect || separateBilling;
  return (
    <div>
      <CheckoutDelivery checkout={checkout} currency={currency} onChoose={checkoutState.setShippingMethod} />
      {checkout.selected_shipping_method && !collect ? (
        <CheckoutAddress
          title={t('checkout.address.deliveryTitle')}
          addresses={deliverable}
          countries={book.countries.filter((c) => !shopperCountry || c.code === shopperCountry)}
          countryName={book.countryName}
          defaultCountry={book.defaultCountry}
          email={book.email}
          selectedKey={keyOf(checkout.shipping_address)}
          inUse={checkout.shipping_address}
          onUse={(chosen) => checkoutState.setShippingAddress(chosen)}
        />
      ) : null}
      {checkout.selected_shipping_method && !collect && checkout.shipping_address ? (
        <div className="step">
          <label css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={!separateBilling}
              onChange={(event) => {
                setSeparateBilling(!event.target.checked);
                // Back to the delivery address; a separate one is set when the shopper picks it below.
                if (event.target.checked) void checkoutState.setBillingAddress({ same_as_shipping: true });
              }}
            />
            {t('checkout.billing.same')}
          </label>
        </div>
      ) : null}
      {checkout.selected_shipping_method && billingSeparate && (collect || checkout.shipping_address) ? (
        <CheckoutAddress
          title={t('checkout.billing.title')}
          addresses={book.addresses}
          countries={book.countries}
          countryName={book.countryName}
          defaultCountry={book.defaultCountry}
          email={book.email}
          selectedKey={keyOf(checkout.billing_address)}
          inUse={checkout.billing_address}
          onUse={(chosen) => checkoutState.setBillingAddress(chosen)}
        />
      ) : null}
      {step === 'payment' ? (
        <CheckoutPayment
          methods={checkout.available_payment_methods}
          selected={checkout.selected_payment_method?.code ?? null}
          issuers={checkout.certificate_issuers}
          total={checkout.totals.grand_total.value}
          ready={step === 'payment'}
          placing={checkoutState.placing}
          onMethod={checkoutState.setPaymentMethod}
          onPlace={checkoutState.placeOrder}
          onConfirm={checkoutState.confirmPayment}
        />
      ) : null}
    </div>
  );
}
