import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRef, useState } from 'react';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { addressFormFrom, emptyAddressForm, type AddressFormValues } from '../../addresses/address.rules';
import type { AccountResult } from '../../hooks/use-account';
import { useAddresses } from '../../hooks/use-addresses';
import { AccountFeedback, type Feedback } from '../account-feedback/account-feedback';
import { AddressCard } from '../address-card/address-card';
import { AddressForm } from '../address-form/address-form';
import { bookStyles } from './address-book.styles';

type Editing = null | { kind: 'new' } | { kind: 'edit'; id: number };

/**
 * The address book (/my-account/shipping/): the saved addresses as cards, one form at a time to
 * add or edit one, and what happened after each change.
 */
export function AddressBook({ shopperCountry = null }: { shopperCountry?: string | null }): React.JSX.Element {
  const { t } = useTranslation('account');
  const book = useAddresses(shopperCountry);
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const failed = (result: AccountResult) =>
    result.ok ? null : ({ kind: 'error', message: result.problem.message ?? t('account.form.generic') } as const);

  const save = async (values: AddressFormValues): Promise<AccountResult> => {
    const result = editing?.kind === 'edit' ? await book.updateAddress(editing.id, values) : await book.createAddress(values);
    if (result.ok) {
      setFeedback({
        kind: 'success',
        message: editing?.kind === 'edit' ? t('account.shipping.updated') : t('account.shipping.created'),
      });
      setEditing(null);
    }
    return result;
  };

  const act = async (id: number, action: () => Promise<AccountResult>, success: string) => {
    setBusyId(id);
    setFeedback(null);
    const result = await action();
    setBusyId(null);
    setFeedback(failed(result) ?? { kind: 'success', message: success });
  };

  const editedAddress = editing?.kind === 'edit' ? book.addresses.find((a) => a.id === editing.id) : undefined;

  return (
    <div css={bookStyles} data-testid="AddressBook-root">
      <AccountFeedback feedback={feedback} />
      {editing ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.id : 'new'}
          heading={editing.kind === 'edit' ? t('account.shipping.editHeading') : t('account.shipping.addHeading')}
          initial={editedAddress ? addressFormFrom(editedAddress) : emptyAddressForm(book.defaultCountry, book.email)}
          countries={book.countries}
          onSubmit={save}
          onCancel={() => {
            setEditing(null);
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ) : (
        <div>
          <button
            ref={addButton}
            type="button"
            css={buttonStyles}
            onClick={() => {
              setFeedback(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('account.shipping.add')}
          </button>
        </div>
      )}
      {book.addresses.length === 0 ? (
        <p className="empty">{t('account.shipping.empty')}</p>
      ) : (
        <ul className="cards" aria-label={t('account.shipping.listLabel')}>
          {book.addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                countryName={book.countryName}
                busy={busyId === address.id}
                onEdit={() => {
                  setFeedback(null);
                  setEditing({ kind: 'edit', id: address.id });
                  window.scrollTo({ top: 0 });
                }}
                onMakeDefault={(which) =>
                  void act(address.id, () => book.setDefault(address, which), t('account.shipping.defaultSet'))
                }
                onDelete={() => {
                  if (editing?.kind === 'edit' && editing.id === address.id) setEditing(null);
                  void act(address.id, () => book.deleteAddress(address.id), t('account.shipping.deleted'));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
