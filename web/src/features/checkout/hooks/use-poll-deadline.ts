import { useEffect, useState } from 'react';

/** How often, and how long, a return page asks whether an outside service's answer has arrived. */
export const RETURN_POLL_MS = 1500;
const RETURN_POLL_FOR_MS = 90_000;

/**
 * Stops a return page's polling after 90 seconds (the partner's confirmation or the lender's
 * decision is taking longer than usual); true from then on, so the page can say so.
 */
export function usePollDeadline(stopPolling: () => void): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      stopPolling();
      setGaveUp(true);
    }, RETURN_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [stopPolling]);
  return gaveUp;
}
