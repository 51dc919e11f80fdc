import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSavedProducts } from '../../hooks/use-saved-products';
import type { HeartLink } from './save-heart';

type Props = {
  sku: string;
  /** Told the product's saved state and its toggle on every change; null when this part goes. */
  onState: (link: HeartLink | null) => void;
  /** The heart was pressed before this part had loaded: toggle once, then say so. */
  pressedEarly: boolean;
  onPressDone: () => void;
};

/** The saved state behind one heart (save-heart.tsx): renders nothing, tells the heart. */
export function SaveHeartState({ sku, onState, pressedEarly, onPressDone }: Props): null {
  const { skus, toggle } = useSavedProducts();
  const saved = skus.includes(sku);
  // Before paint, so the heart fills in the same frame as the state arrives.
  useLayoutEffect(() => onState({ saved, toggle: () => toggle(sku) }), [onState, saved, toggle, sku]);
  useLayoutEffect(() => () => onState(null), [onState]);
  // Once per early press (an effect may run twice in development).
  const handled = useRef(false);
  useEffect(() => {
    if (!pressedEarly || handled.current) return;
    handled.current = true;
    onPressDone();
    void toggle(sku);
  }, [pressedEarly, onPressDone, toggle, sku]);
  return null;
}
