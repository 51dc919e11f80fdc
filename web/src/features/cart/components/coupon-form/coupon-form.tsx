import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useId, useState } from 'react';
import { secondaryButtonStyles, iconButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import type { CartView } from '../../cart.rules';
import { useCart } from '../../hooks/use-cart';

const styles = css`
  display: grid;
  gap: 0.4rem;
  label {
    font-weight: 600;
  }
  .row {
    display: flex;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
    font: inherit;
    text-transform: uppercase;
  }
  .error {
    margin: 0;
    color: ${theme.colour.danger};
  }
  .applied {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin: 0;
    color: ${theme.colour.success};
    font-weight: 600;
  }
`;

/** Apply or remove a discount code; the server's reason is shown when a code does not apply. */
export function CouponForm({ cart }: { cart: CartView }): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { applyCoupon, removeCoupon, pending } = useCart();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const applied = cart.applied_coupons[0]?.code;

  if (applied) {
    return (
      <div css={styles} data-testid="CouponForm-applied">
        <p className="applied">
          {t('cart.coupon.applied', { code: applied })}
          <button
            type="button"
            css={iconButtonStyles}
            disabled={pending}
            onClick={() => void removeCoupon()}
            data-testid="CouponForm-remove"
          >
            {t('cart.coupon.remove', { code: applied })}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form
      css={styles}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setError(t('cart.coupon.required'));
          return;
        }
        void applyCoupon(code.trim()).then((result) => {
          setError(result.ok ? null : (result.messages[0] ?? null));
          if (result.ok) setCode('');
        });
      }}
      data-testid="CouponForm-root"
    >
      <label htmlFor={inputId}>{t('cart.coupon.label')}</label>
      <div className="row">
        <input
          id={inputId}
          name="couponCode"
          value={code}
          autoComplete="off"
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" css={secondaryButtonStyles} disabled={pending}>
          {t('cart.coupon.apply')}
        </button>
      </div>
      {error ? (
        <p className="error" id={errorId} role="alert" data-testid="CouponForm-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
