import { clientOnly } from '../../../shared/ui/client-only';

/**
 * The finance teaser and calculator as pages place them: both are read in the browser only (the
 * figures depend on the shopper's country, and catalogue pages are the same HTML for everyone), so
 * the server and hydration render nothing of them and their code (the query, the wording) loads
 * after the page, each a chunk of its own.
 */
export const FinanceTeaser = clientOnly(() => import('./finance-teaser').then((m) => m.FinanceTeaser));
export const FinanceCalculator = clientOnly(() => import('./finance-calculator').then((m) => m.FinanceCalculator));
