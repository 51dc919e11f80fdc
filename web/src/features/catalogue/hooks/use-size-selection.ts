import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCallback, useState } from 'react';
import { validateSizeChoice, type OptionLike } from '../product.rules';

export type SizeSelection<O extends OptionLike> = {
  selected: string | null;
  select: (value: string) => void;
  /** The spec §5 message when adding was tried without a size. */
  error: string | null;
  /** The size that was confirmed by pressing add to cart, once valid. */
  confirmed: O | null;
  /** Add to cart: validates the size and answers the chosen option (null, with the message, when there is none). */
  submit: () => O | null;
};

/** The child bike's size choice and its add-to-cart validation ('Please select a size'). */
export function useSizeSelection<O extends OptionLike>(sizes: readonly O[]): SizeSelection<O> {
  const { t } = useTranslation('product');
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<O | null>(null);
  const select = useCallback((value: string) => {
    setSelected(value);
    setError(null);
    setConfirmed(null);
  }, []);
  const submit = useCallback(() => {
    const choice = validateSizeChoice(selected, sizes);
    if (choice.ok) {
      setError(null);
      setConfirmed(choice.option);
      return choice.option;
    }
    setConfirmed(null);
    setError(t(choice.reason === 'noSize' ? 'product.sizeSelector.pleaseSelect' : 'product.sizeSelector.unknownSize'));
    return null;
  }, [selected, sizes, t]);
  return { selected, select, error, confirmed, submit };
}
