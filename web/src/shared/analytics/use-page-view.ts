import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { pushPageView, type AnalyticsPageType } from './data-layer';

/** Reports the page type once per page shown (and again on client-side navigation). */
export function usePageView(pageType: AnalyticsPageType): void {
  const router = useRouter();
  useEffect(() => {
    pushPageView(pageType, router.locale ?? 'en-GB', router.asPath);
  }, [pageType, router.locale, router.asPath]);
}
