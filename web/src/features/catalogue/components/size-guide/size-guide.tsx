import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { formatNumber } from '../../../../shared/format/number.rules';
import { useRouter } from 'next/router';
import { useRef } from 'react';
import { iconButtonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';

export type SizeGuideRow = { size: string; rider_height_min: number; rider_height_max: number };

const dialogStyles = css`
  border: 0;
  border-radius: ${theme.radius};
  padding: 1.25rem;
  width: min(92vw, 480px);
  box-shadow: 0 10px 40px rgb(0 0 0 / 0.3);
  &::backdrop {
    background: rgb(20 24 31 / 0.55);
  }
  header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 1rem;
  }
  h2 {
    margin: 0.4rem 0 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: 1rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.5rem;
    border-bottom: 1px solid ${theme.colour.line};
  }
  button:focus-visible {
    outline: 3px solid ${theme.colour.focus};
  }
`;

/**
 * The size guide: a button that opens a modal dialog with rider heights per size. The native
 * dialog traps focus, closes on Escape and gives focus back to the button.
 */
export function SizeGuide({ rows, labels }: { rows: SizeGuideRow[]; labels: Record<string, string> }): React.JSX.Element | null {
  const { t } = useTranslation('product');
  const locale = useRouter().locale ?? 'en-GB';
  const dialog = useRef<HTMLDialogElement>(null);
  if (rows.length === 0) return null;
  const open = () => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  };
  const close = () => {
    const el = dialog.current;
    if (!el) return;
    if (typeof el.close === 'function') el.close();
    else el.removeAttribute('open');
  };
  return (
    <>
      <button type="button" css={secondaryButtonStyles} onClick={open} aria-haspopup="dialog">
        {t('product.sizeGuide.open')}
      </button>
      <dialog ref={dialog} css={dialogStyles} aria-labelledby="size-guide-title">
        <header>
          <h2 id="size-guide-title">{t('product.sizeGuide.title')}</h2>
          <button type="button" css={iconButtonStyles} onClick={close} aria-label={t('product.sizeGuide.close')}>
            ✕
          </button>
        </header>
        <p>{t('product.sizeGuide.intro')}</p>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('product.sizeGuide.size')}</th>
              <th scope="col">{t('product.sizeGuide.height')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{labels[row.size] ?? row.size}</th>
                <td>
                  {t('product.sizeGuide.range', {
                    min: formatNumber(row.rider_height_min, locale),
                    max: formatNumber(row.rider_height_max, locale),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </dialog>
    </>
  );
}
