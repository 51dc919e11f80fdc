import { useQuery } from '../../../shared/apollo/query-hooks';
import { useMutation } from '../../../shared/apollo/use-mutation';
import { useCallback, useMemo, useState } from 'react';
import type { CycleToWorkQuoteFieldsFragment, CycleToWorkQuoteRequestMutation } from '../../../graphql/graphql';
import { CycleToWorkQuoteRequestDocument } from '../../../graphql/documents/CycleToWorkQuoteRequestDocument';
import { CycleToWorkSavingsGetDocument } from '../../../graphql/documents/CycleToWorkSavingsGetDocument';
import { callFailure } from '../../../shared/forms/server-errors';
import { useCart } from '../../../features/cart/hooks/use-cart';
import { useCycleToWorkOffer } from '../../../features/finance/cycle-to-work/hooks/use-cycle-to-work-offer';
import {
  addToBasket,
  basketFromCart,
  removeFromBasket,
  savingsInput,
  setQuantity,
  type BasketLine,
} from '../../../features/finance/cycle-to-work/cycle-to-work.rules';

export type CycleToWorkQuote = CycleToWorkQuoteFieldsFragment;
export type QuoteError = CycleToWorkQuoteRequestMutation['requestCycleToWorkQuote']['errors'][number];

/** The form's fields and their ids (the API's error `field` names them). */
export type QuoteField = 'employer_name' | 'email' | 'provider_id' | 'items';

/**
 * The Cycle to Work quote form: whether the shopper may ask (GB), the providers, the basket (from
 * the cart or the search), the savings for it (asked whenever the basket or provider changes,
 * cache-first), and the request; the stored quote once there is one. Server messages are shown as
 * they come (in the storefront language): the quote's problems, and the message of a request the
 * API refuses outright (RATE_LIMITED past the request limit, HTTP 429) as `refusal`; only a failure
 * without one (the network, a fault of ours) is `failed`, for the form's own words.
 */
export function useCycleToWorkQuote({ initialEmail }: { initialEmail: string | null }) {
  const offer = useCycleToWorkOffer();
  const { cart } = useCart();
  const [basket, setBasket] = useState<BasketLine[]>([]);
  const [providerId, setProviderId] = useState('');
  const [employerName, setEmployerName] = useState('');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [errors, setErrors] = useState<QuoteError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [quote, setQuote] = useState<CycleToWorkQuote | null>(null);
  const [failed, setFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const input = useMemo(() => savingsInput(basket, providerId), [basket, providerId]);
  const savings = useQuery(CycleToWorkSavingsGetDocument, {
    variables: { input },
    skip: basket.length === 0,
    fetchPolicy: 'cache-first',
    ssr: false,
  });
  const [request, { loading: requesting }] = useMutation(CycleToWorkQuoteRequestDocument);

  const { limits } = offer;
  const cartLines = useMemo(() => (cart ? basketFromCart(cart.items, limits) : []), [cart, limits]);
  const addFromCart = useCallback(
    () => setBasket((current) => cartLines.reduce((b, line) => addToBasket(b, line, limits), current)),
    [cartLines, limits],
  );

  const submit = useCallback(async () => {
    setFailed(false);
    setRefusal(null);
    try {
      const { data } = await request({
        variables: { input: { employer_name: employerName, email, provider_id: providerId, items: input.items } },
      });
      const answer = data?.requestCycleToWorkQuote;
      if (!answer) throw new Error('No answer');
      setErrors(answer.errors);
      if (answer.quote) setQuote(answer.quote);
      else setAttempt((n) => n + 1);
    } catch (error) {
      const { message } = callFailure(error);
      if (message) {
        setErrors([]);
        setRefusal(message);
      } else setFailed(true);
      setAttempt((n) => n + 1);
    }
  }, [request, employerName, email, providerId, input.items]);

  const shown = savings.data ?? savings.previousData;
  return {
    providers: offer.providers,
    providerId,
    setProviderId,
    employerName,
    setEmployerName,
    email,
    setEmail,
    basket,
    limits,
    add: (line: BasketLine) => setBasket((b) => addToBasket(b, line, limits)),
    setQuantity: (sku: string, quantity: number) => setBasket((b) => setQuantity(b, sku, quantity, limits)),
    remove: (sku: string) => setBasket((b) => removeFromBasket(b, sku)),
    cartCount: cartLines.length,
    addFromCart,
    savings: basket.length ? (shown?.cycleToWorkSavings ?? null) : null,
    savingsLoading: savings.loading,
    savingsFailed: Boolean(savings.error),
    errors,
    errorFor: (field: QuoteField) => errors.find((e) => e.field === field)?.message ?? null,
    attempt,
    failed,
    refusal,
    requesting,
    submit,
    quote,
    startOver: () => {
      setQuote(null);
      setErrors([]);
      setRefusal(null);
    },
  };
}
