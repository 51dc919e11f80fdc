import { css } from '@emotion/react';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { theme } from '../../../../shared/ui/theme';
import { callCartShim, CartUnavailable } from '../../cart-api';
import type { ServedDeliveryInfo } from '../../cart-page-load';

const styles = css`
  margin: 0;
  padding: 0.75rem;
  border-left: 4px solid ${theme.colour.accent};
  background: ${theme.colour.paper};
  font-size: 0.95rem;
`;

/**
 * The shop's delivery information (CMS text with the cart's dispatch date filled in by the server),
 * read again whenever the dispatch date changes. `served` is the text the page was rendered with
 * (cart-page-load.ts), used while the cart's dispatch date is the one it was written for. Nothing
 * is shown while it loads or when it cannot.
 */
export function DeliveryInfo({
  dispatchDate,
  served,
}: {
  dispatchDate: string | null;
  served?: ServedDeliveryInfo;
}): React.JSX.Element | null {
  const { locale = 'en-GB' } = useRouter();
  const fits = served !== undefined && served.dispatchDate === dispatchDate;
  const [body, setBody] = useState<string | null>(fits ? served.body : null);
  // What the text on screen was written for (storefront and dispatch date): read again only when that changes.
  const shownFor = useRef<string | null>(fits ? `${locale} ${dispatchDate}` : null);
  useEffect(() => {
    const wanted = `${locale} ${dispatchDate}`;
    if (shownFor.current === wanted) return;
    let current = true;
    callCartShim('delivery-info', locale)
      .then((answer) => {
        if (!current) return;
        shownFor.current = wanted;
        setBody(answer.globalSet?.body ?? null);
      })
      .catch((error: unknown) => {
        if (!(error instanceof CartUnavailable)) throw error;
      });
    return () => {
      current = false;
    };
  }, [locale, dispatchDate]);
  return body ? (
    <p css={styles} data-testid="DeliveryInfo-root">
      {body}
    </p>
  ) : null;
}
