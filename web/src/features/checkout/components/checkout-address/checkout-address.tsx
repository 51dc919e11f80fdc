import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useId, useState } from 'react';
import type { CartAddressInput } from '../../../../graphql/graphql';
import { secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { addressLines, type ShownAddress } from '../../../customer/addresses/address-format.rules';
import { emptyAddressForm, type SavedAddress } from '../../../customer/addresses/address.rules';
import { AddressForm } from '../../../customer/components/address-form/address-form';
import type { AddressCountry } from '../../../customer/hooks/use-addresses';
import { cartAddressInput } from '../../checkout.rules';
import type { CheckoutResult } from '../../hooks/use-checkout';
import { CheckoutStep } from '../checkout-step/checkout-step';

type Chosen = { customer_address_id: number } | { address: CartAddressInput };

/** One address: the name, then the rest on one line, in the shop's one order (addressLines). */
function AddressLines({ address, countryName }: { address: ShownAddress; countryName: (code: string) => string }) {
  const [name, ...rest] = addressLines(address, countryName);
  return (
    <span>
      <strong>{name}</strong>
      <br />
      {rest.join(', ')}
    </span>
  );
}

/**
 * Choosing an address in checkout: one of the address book's (for delivery, only those in the
 * shopper's country), or a new one with the address book's form and rules, saved to the book when
 * the shopper asks. Used for the delivery address and for a separate billing address.
 */
export function CheckoutAddress({
  title,
  addresses,
  countries,
  countryName,
  defaultCountry,
  email,
  selectedKey,
  inUse = null,
  onUse,
}: {
  title: string;
  addresses: SavedAddress[];
  countries: AddressCountry[];
  countryName: (code: string) => string;
  defaultCountry: string;
  email: string;
  /** Identifies the address in use ("first|last|postcode"), to mark the matching card. */
  selectedKey: string | null;
  /** The address the cart holds, shown when it is none of the listed ones (a new one, not in the book). */
  inUse?: ShownAddress | null;
  onUse: (chosen: Chosen) => Promise<CheckoutResult>;
}): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [adding, setAdding] = useState(addresses.length === 0);
  const [save, setSave] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const keyOf = (a: { firstname: string; lastname: string; postcode: string }) => `${a.firstname}|${a.lastname}|${a.postcode}`;
  const use = async (chosen: Chosen) => {
    const result = await onUse(chosen);
    setProblem(result.ok ? null : (result.problem.message ?? t('checkout.generic')));
    if (result.ok) setAdding(false);
    return result;
  };
  return (
    <CheckoutStep title={title} testId="CheckoutAddress-root">
      {addresses.length ? (
        <fieldset className="choices">
          <legend className="visually-hidden">{t('checkout.address.saved')}</legend>
          {addresses.map((address) => (
            <label key={address.id} className="choice" data-selected={selectedKey === keyOf(address)}>
              <input
                type="radio"
                name={`${id}-address`}
                checked={selectedKey === keyOf(address)}
                onChange={() => void use({ customer_address_id: address.id })}
              />
              <AddressLines address={address} countryName={countryName} />
            </label>
          ))}
        </fieldset>
      ) : null}
      {inUse && !addresses.some((address) => keyOf(address) === selectedKey) ? (
        <p className="in-use" data-testid="CheckoutAddress-inUse">
          {t('checkout.address.inUse')}
          <br />
          <AddressLines address={inUse} countryName={countryName} />
        </p>
      ) : null}
      <div aria-live="polite">{problem ? <p className="problem">{problem}</p> : null}</div>
      {adding ? (
        <AddressForm
          heading={t('checkout.address.new')}
          initial={emptyAddressForm(defaultCountry, email)}
          countries={countries}
          submitLabel={t('checkout.address.use')}
          option={{ label: t('checkout.address.save'), checked: save, onChange: setSave }}
          onCancel={addresses.length ? () => setAdding(false) : undefined}
          onSubmit={async (values) => {
            const result = await use({ address: cartAddressInput(values, save) });
            return result.ok ? { ok: true } : { ok: false, problem: result.problem };
          }}
        />
      ) : (
        <button type="button" css={secondaryButtonStyles} onClick={() => setAdding(true)}>
          {t('checkout.address.add')}
        </button>
      )}
    </CheckoutStep>
  );
}
