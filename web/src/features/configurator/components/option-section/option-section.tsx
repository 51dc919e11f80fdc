import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { memo, useId, useState } from 'react';
import { formatPrice } from '../../../../shared/format/format.rules';
import { shownPrice } from '../../../../shared/format/price.rules';
import { theme } from '../../../../shared/ui/theme';
import type { ChoiceKey } from '../../../routing/build-url.rules';
import type { Section } from '../../hooks/use-build';

/** Savings label colours (spec §9). */
export const SAVE_LABEL = { background: '#FFFF00', text: '#000000' } as const;

const styles = css`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  }
  label {
    position: relative;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem 0.5rem;
    align-items: center;
    min-height: 44px;
    padding: 0.45rem 0.6rem;
    border: 2px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    background: ${theme.colour.paper};
    cursor: pointer;
    font-size: 0.9rem;
  }
  label:has(input:checked) {
    border-color: ${theme.colour.brand};
    background: ${theme.colour.wash};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
  label:has(input:disabled) {
    opacity: 0.55;
    cursor: not-allowed;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  .swatch {
    grid-row: span 2;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    border: 1px solid rgba(0, 0, 0, 0.25);
  }
  .price {
    grid-column: 2;
    color: ${theme.colour.muted};
    font-size: 0.8rem;
  }
  .save {
    display: inline-block;
    margin-left: 0.25rem;
    padding: 0 0.3rem;
    font-weight: 700;
    background: ${SAVE_LABEL.background};
    color: ${SAVE_LABEL.text};
  }
  .more {
    margin-top: 0.5rem;
    min-height: 44px;
    border: 0;
    background: none;
    color: ${theme.colour.brand};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  [role='alert'] {
    margin: 0.5rem 0 0;
    color: ${theme.colour.danger};
    font-weight: 600;
  }
`;

type Props = {
  section: Section;
  /** A colour not to offer (a frame's own paint is its default). */
  hiddenHex?: string | null;
  chosen: string;
  currency: string;
  locale: string;
  /** What the rules say about this section ('' when nothing). */
  problems: string;
  onChoose: (key: ChoiceKey, code: string) => void;
};

/**
 * One section of the configurator as a radio group: each option with what it adds to the price
 * (and a savings label on a special price), out-of-stock options disabled, the first four shown
 * (spec §9 initial limit) and the rest on request; the chosen one is always shown.
 */
export const OptionSection = memo(function OptionSection({
  section,
  hiddenHex,
  chosen,
  currency,
  locale,
  problems,
  onChoose,
}: Props): React.JSX.Element | null {
  const { t } = useTranslation('configurator');
  const [expanded, setExpanded] = useState(false);
  const errorId = useId();
  const options = section.options.filter(
    (o) => !(hiddenHex && !o.is_default && o.hex?.toLowerCase() === hiddenHex.toLowerCase()),
  );
  if (options.length < 2) return null;
  const shown = expanded ? options : options.filter((o, i) => i < section.initial_limit || o.code === chosen);
  const money = (amount: number) => formatPrice(amount, locale, currency);
  return (
    <fieldset css={styles} data-testid={`OptionSection-${section.key}`} aria-describedby={problems ? errorId : undefined}>
      <legend>{t(`configurator.section.${section.key}`)}</legend>
      <ul>
        {shown.map((option) => {
          const { amount: price, regular } = shownPrice(option.price, option.special_price);
          const soldOut = option.stock_status === 'OUT_OF_STOCK';
          return (
            <li key={option.code}>
              <label>
                <input
                  type="radio"
                  name={`section-${section.key}`}
                  value={option.code}
                  checked={option.code === chosen}
                  disabled={soldOut && option.code !== chosen}
                  onChange={() => onChoose(section.key as ChoiceKey, option.code)}
                />
                {option.hex ? (
                  <span className="swatch" style={{ background: option.hex }} aria-hidden="true" />
                ) : (
                  <span aria-hidden="true" />
                )}
                <span>{option.label}</span>
                <span className="price">
                  {soldOut
                    ? t('configurator.option.soldOut')
                    : option.is_default
                      ? t('configurator.option.included')
                      : price === 0
                        ? t('configurator.option.noCharge')
                        : t('configurator.option.adds', { price: money(price) })}
                  {regular !== null && !soldOut ? (
                    <span className="save">{t('configurator.option.save', { amount: money(regular - price) })}</span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {options.length > shown.length || expanded ? (
        <button type="button" className="more" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded
            ? t('configurator.section.showFewer')
            : t('configurator.section.showMore', { count: options.length - shown.length })}
        </button>
      ) : null}
      {problems ? (
        <p role="alert" id={errorId}>
          {problems}
        </p>
      ) : null}
    </fieldset>
  );
});
