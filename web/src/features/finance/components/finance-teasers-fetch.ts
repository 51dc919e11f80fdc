import type { FinanceTeasersGetQuery } from '../../../graphql/graphql';
import { FinanceTeasersGetDocument } from '../../../graphql/documents/FinanceTeasersGetDocument';
import { fetchStandalone } from '../../../shared/apollo/standalone-fetch';
import type { FinanceTeaserFigure } from './finance-teaser-lookup';

export type TeaserFigures = ReadonlyMap<number, FinanceTeaserFigure>;

const MEMO_MAX = 200;
const answers = new Map<string, Promise<TeaserFigures | null>>();

/**
 * The teaser figures for a listing's cash prices, by price: a standalone fetch outside Apollo (no
 * other query shares the answer), a chunk of its own that FinanceTeasersProvider loads once the
 * browser is idle, with the query document. The same question is asked once per page view; a
 * failed one (null) is asked again next time.
 */
export function fetchFinanceTeasers(prices: readonly number[], store: string): Promise<TeaserFigures | null> {
  const key = `${store}|${prices.join(',')}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = fetchStandalone(FinanceTeasersGetDocument, { prices }, store).then(({ data, error }) => {
      const teasers = (data as FinanceTeasersGetQuery | undefined)?.financeTeasers;
      if (error) answers.delete(key);
      if (!teasers) return null;
      return new Map(
        teasers.map((t) => [t.price.value, { monthly: t.monthly_repayment.value, months: t.months, currency: t.price.currency }]),
      );
    });
    if (answers.size >= MEMO_MAX) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
  }
  return answer;
}
