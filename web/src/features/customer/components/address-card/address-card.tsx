import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { addressLines } from '../../addresses/address-format.rules';
import type { SavedAddress } from '../../addresses/address.rules';
import { cardStyles, dangerButtonStyles } from './address-card.styles';

export type AddressCardProps = {
  address: SavedAddress;
  countryName: (code: string) => string;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: (which: 'shipping' | 'billing') => void;
  onDelete: () => void;
};

/**
 * One saved address: its lines, Default shipping / Default billing badges, and the actions (edit,
 * make default, delete after a confirmation step). Buttons are described by the card's heading,
 * so "Edit" says which address it edits.
 */
export function AddressCard({
  address,
  countryName,
  busy,
  onEdit,
  onMakeDefault,
  onDelete,
}: AddressCardProps): React.JSX.Element {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Focus follows the confirmation step in and back out, so keyboard users stay on the card.
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const [name, ...rest] = addressLines(address, countryName);
  return (
    <article css={cardStyles} aria-labelledby={headingId} data-testid="AddressCard-root">
      <h3 id={headingId}>{name}</h3>
      {address.default_shipping || address.default_billing ? (
        <ul className="badges">
          {address.default_shipping ? <li>{t('account.addressCard.defaultShipping')}</li> : null}
          {address.default_billing ? <li>{t('account.addressCard.defaultBilling')}</li> : null}
        </ul>
      ) : null}
      <address>
        {rest.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
        {address.email}
        <br />
        {t('account.addressCard.phone', { phone: address.telephone })}
      </address>
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`}>{t('account.addressCard.confirm')}</p>
          <div className="actions">
            <button
              ref={confirmButton}
              type="button"
              css={[buttonStyles, dangerButtonStyles]}
              disabled={busy}
              aria-describedby={headingId}
              onClick={onDelete}
            >
              {t('account.addressCard.confirmYes')}
            </button>
            <button type="button" css={secondaryButtonStyles} onClick={() => setConfirming(false)}>
              {t('account.addressCard.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <button type="button" css={secondaryButtonStyles} aria-describedby={headingId} onClick={onEdit}>
            {t('account.addressCard.edit')}
          </button>
          {address.default_shipping ? null : (
            <button
              type="button"
              css={secondaryButtonStyles}
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => onMakeDefault('shipping')}
            >
              {t('account.addressCard.makeDefaultShipping')}
            </button>
          )}
          {address.default_billing ? null : (
            <button
              type="button"
              css={secondaryButtonStyles}
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => onMakeDefault('billing')}
            >
              {t('account.addressCard.makeDefaultBilling')}
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            css={secondaryButtonStyles}
            aria-describedby={headingId}
            onClick={() => setConfirming(true)}
          >
            {t('account.addressCard.delete')}
          </button>
        </div>
      )}
    </article>
  );
}
