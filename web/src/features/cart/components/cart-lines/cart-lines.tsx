import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { Link } from '../../../../shared/ui/link';
import { pagePath } from '../../../../shared/ui/seo.rules';
import { formatPrice } from '../../../../shared/format/format.rules';
import { iconButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import type { CartLineView, CartView } from '../../cart.rules';
import { useCart } from '../../hooks/use-cart';

const styles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 0.75rem;
    padding: 0.9rem 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  .name {
    font-weight: 600;
    color: ${theme.colour.ink};
  }
  .meta {
    margin: 0.15rem 0 0;
    color: ${theme.colour.muted};
    font-size: 0.9rem;
  }
  .swatch {
    display: inline-block;
    width: 0.9rem;
    height: 0.9rem;
    margin-right: 0.35rem;
    border-radius: 50%;
    border: 1px solid ${theme.colour.line};
    vertical-align: -0.1rem;
  }
  .price {
    text-align: right;
    font-weight: 700;
  }
  .controls {
    grid-column: 1 / -1;
    display: flex;
    align-items: center;
    gap: 0.25rem;
  }
  .qty {
    min-width: 2.5rem;
    text-align: center;
    font-weight: 600;
  }
  .stepper {
    border: 1px solid ${theme.colour.line};
  }
  .remove {
    margin-left: auto;
    color: ${theme.colour.danger};
    text-decoration: underline;
  }
  .build {
    list-style: none;
    margin: 0.25rem 0 0;
    padding: 0 0 0 0.75rem;
    border-left: 2px solid ${theme.colour.line};
  }
  .warn {
    grid-column: 1 / -1;
    margin: 0;
    color: ${theme.colour.danger};
    font-size: 0.9rem;
  }
`;

function CartLine({
  line,
  options,
  currency,
}: {
  line: CartLineView;
  /** The bike's configured options (child lines): shown with it, changed only with it. */
  options: CartLineView[];
  currency: string;
}): React.JSX.Element {
  const { t } = useTranslation('cart');
  const { locale = 'en-GB' } = useRouter();
  const { updateQuantity, removeItem, pending } = useCart();
  const money = (value: number) => formatPrice(value, locale, currency, true);
  const name = line.product.name;
  return (
    <li data-testid="CartLine-root" data-sku={line.sku}>
      <div>
        {line.product.url_key ? (
          <Link className="name" href={pagePath(line.product.url_key)}>
            {name}
          </Link>
        ) : (
          <span className="name">{name}</span>
        )}
        {line.option_label ? <p className="meta">{t('cart.line.size', { size: line.option_label })}</p> : null}
        {line.customColour ? (
          <p className="meta" data-testid="CartLine-colour">
            <span className="swatch" style={{ background: line.customColour.hex }} aria-hidden="true" />
            {line.customColour.price.value > 0
              ? t('cart.line.customColour', { label: line.customColour.label, price: money(line.customColour.price.value) })
              : t('cart.line.colour', { label: line.customColour.label })}
          </p>
        ) : null}
        {options.length ? (
          <ul className="meta build" aria-label={t('cart.line.build')} data-testid="CartLine-options">
            {options.map((option) => (
              <li key={option.uid}>
                {t('cart.line.option', { name: option.product.name, price: money(option.prices.row_total_including_tax.value) })}
              </li>
            ))}
          </ul>
        ) : null}
        {line.quantity > 1 ? (
          <p className="meta">{t('cart.line.each', { price: money(line.prices.price_including_tax.value) })}</p>
        ) : null}
      </div>
      <div className="price">{money(line.prices.row_total_including_tax.value)}</div>
      {!line.available ? <p className="warn">{t('cart.line.unavailable')}</p> : null}
      <div className="controls">
        <span className="visually-hidden">{t('cart.line.quantity')}</span>
        <button
          type="button"
          className="stepper"
          css={iconButtonStyles}
          disabled={pending}
          onClick={() => void updateQuantity(line.uid, line.quantity - 1)}
          aria-label={t('cart.line.decrease', { name })}
        >
          −
        </button>
        <span className="qty" aria-live="polite" data-testid="CartLine-quantity">
          {line.quantity}
        </span>
        <button
          type="button"
          className="stepper"
          css={iconButtonStyles}
          disabled={pending}
          onClick={() => void updateQuantity(line.uid, line.quantity + 1)}
          aria-label={t('cart.line.increase', { name })}
        >
          +
        </button>
        <button
          type="button"
          className="remove"
          css={iconButtonStyles}
          disabled={pending}
          onClick={() => void removeItem(line.uid)}
          aria-label={t('cart.line.remove', { name })}
          data-testid="CartLine-remove"
        >
          {t('cart.line.removeShort')}
        </button>
      </div>
    </li>
  );
}

/** The cart's lines: a bike with its custom colour, quantity steppers and remove. */
export function CartLines({ cart }: { cart: CartView }): React.JSX.Element {
  return (
    <ul css={styles} data-testid="CartLines-root">
      {cart.items
        .filter((line) => line.associated_uid === null || !cart.items.some((main) => main.uid === line.associated_uid))
        .map((line) => (
          <CartLine
            key={line.uid}
            line={line}
            options={cart.items.filter((child) => child.associated_uid === line.uid)}
            currency={cart.currency}
          />
        ))}
    </ul>
  );
}
