import { css } from '@emotion/react';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { theme } from '../../../../shared/ui/theme';
import { callCartShim, CartUnavailable } from '../../cart-api';
import { takeDeliveryInfoRead } from './delivery-info-read';

const styles = css`
  margin: 0;
  padding: 0.75rem;
  border-left: 4px solid ${theme.colour.accent};
  background: ${theme.colour.paper};
  font-size: 0.95rem;
`;

/**
 * The shop's delivery information (CMS text with the cart's dispatch date filled in by the server),
 * read again whenever the dispatch date changes. Nothing is shown while it loads or when it cannot.
 */
export function DeliveryInfo({ dispatchDate }: { dispatchDate: string | null }): React.JSX.Element | null {
  const { locale = 'en-GB' } = useRouter();
  const [body, setBody] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    (takeDeliveryInfoRead(locale) ?? callCartShim('delivery-info', locale))
      .then((answer) => current && setBody(answer.globalSet?.body ?? null))
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
