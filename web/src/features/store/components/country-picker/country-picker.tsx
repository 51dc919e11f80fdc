import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useState } from 'react';
import { useMenuState } from '../../../../shared/menu-state/menu-state';
import { iconButtonStyles } from '../../../../shared/ui/button.styles';
import { clientOnly } from '../../../../shared/ui/client-only';
import { FLAG_BOX, flagImage } from '../../flag-image.rules';

/** A country as the picker shows it; `price_sign` is the currency's sign as the storefront's prices write it. */
export type CountryOption = {
  code: string;
  name: string;
  currency: string;
  currencySign: string;
  price_sign: string;
  icon: string;
};

const triggerStyles = css`
  ${iconButtonStyles};
  gap: 0.4rem;
  padding: 0 0.5rem;
  font-size: 0.9rem;
  font-weight: 600;
  white-space: nowrap;
  /* The narrowest phones have room for the flag and the currency on the bar, not the country code too. */
  @media (max-width: 419px) {
    .code {
      display: none;
    }
  }
  img {
    width: ${FLAG_BOX.width}px;
    height: ${FLAG_BOX.height}px;
    border-radius: 2px;
    box-shadow: 0 0 0 1px rgb(0 0 0 / 0.1);
  }
`;

/** The dialog's code (the form, the country list query, the choice) loads when the picker first opens. */
const CountryPickerDialog = clientOnly(() => import('./country-picker-dialog').then((m) => m.CountryPickerDialog));

/**
 * The delivery-location and language picker: a trigger showing the current country and currency
 * (its sign as the storefront's prices write it), and a modal dialog to choose both. Uses the
 * native <dialog> for focus handling and Escape.
 */
export function CountryPicker({ current }: { current: CountryOption | null }): React.JSX.Element {
  const { t } = useTranslation('store');
  const { activeMenu, openMenu } = useMenuState();
  const open = activeMenu === 'country';
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <>
      <button
        type="button"
        css={triggerStyles}
        onClick={() => openMenu('country')}
        aria-haspopup="dialog"
        data-testid="CountryPicker-trigger"
        aria-label={
          current
            ? t('store.countryPicker.trigger', { country: current.name, currency: current.currency })
            : t('store.countryPicker.title')
        }
      >
        {current ? (
          <>
            {/* Low priority: a 24×16 flag is never the page's largest picture, and React preloads
                every other eager image ahead of the page (shared/ssr/hoisted-preloads.tsx). A
                raster, not the drawing: see flag-image.rules.ts. */}
            <img {...flagImage(current.icon)} alt="" width={FLAG_BOX.width} height={FLAG_BOX.height} fetchPriority="low" />
            <span aria-hidden="true">
              <span className="code">{`${current.code} · `}</span>
              {current.price_sign}
            </span>
          </>
        ) : (
          t('store.countryPicker.title')
        )}
      </button>
      {opened ? <CountryPickerDialog current={current} /> : null}
    </>
  );
}
