import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useId, useState } from 'react';
import type { FinanceChoice } from '../../../finance/components/finance-calculator-panel';
import type { PaymentMethodCode } from '../../../../graphql/graphql';
import { FormField, FormSelect } from '../../../../shared/forms/form-field';
import { formStyles } from '../../../../shared/forms/form-field.styles';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { formatCardNumber, parseExpiry } from '../../checkout.rules';
import type { CardDetails, PlaceOutcome } from '../../hooks/use-checkout';
import { clientOnly } from '../../../../shared/ui/client-only';
import { CheckoutStep } from '../checkout-step/checkout-step';

/** The finance calculator, chosen from at checkout: its own chunk, loaded when finance is picked. */
const FinanceCalculatorPanel = clientOnly(() =>
  import('../../../finance/components/finance-calculator-panel').then((m) => m.FinanceCalculatorPanel),
);

type Props = {
  methods: { code: PaymentMethodCode; title: string }[];
  selected: PaymentMethodCode | null;
  issuers: string[];
  /** The order's total (what finance would pay for, less the deposit). */
  total: number;
  ready: boolean;
  placing: boolean;
  onMethod: (code: PaymentMethodCode) => Promise<unknown>;
  onPlace: (payment: {
    card?: CardDetails | null;
    reference?: string | null;
    certificate?: { issuer: string; code: string } | null;
    finance?: FinanceChoice | null;
  }) => Promise<PlaceOutcome>;
  onConfirm: (reference: string, approved: boolean) => Promise<boolean>;
};

/**
 * Payment and placing the order: a card (the sandbox provider's form on our page; the number goes to
 * the provider and is never stored), a Cycle to Work certificate with a card for any rest, or
 * finance (the loan chosen in the calculator, the deposit by card, then the lender's application).
 * When the card issuer asks for a confirmation, the sandbox's confirmation step opens here.
 */
export function CheckoutPayment({
  methods,
  selected,
  issuers,
  total,
  ready,
  placing,
  onMethod,
  onPlace,
  onConfirm,
}: Props): React.JSX.Element {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [holder, setHolder] = useState('');
  const [issuer, setIssuer] = useState(issuers[0] ?? '');
  const [certificateCode, setCertificateCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<{ reference: string; message: string } | null>(null);
  const [financeChoice, setFinanceChoice] = useState<FinanceChoice | null>(null);
  const method = selected ?? 'CARD';
  const certificate = method === 'CYCLE_TO_WORK' ? { issuer, code: certificateCode.trim() } : null;
  const finance = method === 'FINANCE' ? financeChoice : null;
  // Paying by finance with no deposit, no card is needed.
  const cardNeeded = method !== 'FINANCE' || (financeChoice?.depositPercent ?? 0) > 0;

  const outcome = (result: PlaceOutcome) => {
    if (result.kind === 'confirm') setConfirmation({ reference: result.reference, message: result.message });
    else if (result.kind === 'refused') setProblem(result.message ?? t('checkout.generic'));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (certificate && !certificate.code) {
      setProblem(t('checkout.payment.certificateRequired'));
      return;
    }
    if (method === 'FINANCE' && !financeChoice) {
      setProblem(t('checkout.payment.financeRequired'));
      return;
    }
    const date = parseExpiry(expiry);
    const card =
      cardNeeded && number.trim()
        ? {
            number: number.replace(/\s/g, ''),
            expiry_month: date?.month ?? 0,
            expiry_year: date?.year ?? 0,
            cvc: cvc.trim(),
            holder: holder.trim(),
          }
        : null;
    outcome(await onPlace({ card, certificate, finance }));
  };
  const answer = async (approved: boolean) => {
    if (!confirmation) return;
    const reference = confirmation.reference;
    setConfirmation(null);
    const authorised = await onConfirm(reference, approved);
    // Declined or not: the order attempt goes on with the reference, and the server says what happened.
    outcome(await onPlace({ reference, certificate, finance }));
    if (!authorised) setCvc('');
  };

  return (
    <CheckoutStep
      title={t('checkout.payment.title')}
      testId="CheckoutPayment-root"
      choices={methods.map((m) => (
        <label key={m.code} className="choice" data-selected={method === m.code}>
          <input type="radio" name={`${id}-method`} checked={method === m.code} onChange={() => void onMethod(m.code)} />
          <span>{m.title}</span>
        </label>
      ))}
    >
      <form css={formStyles} noValidate onSubmit={submit} aria-describedby={`${id}-sandbox`}>
        {method === 'CYCLE_TO_WORK' ? (
          <>
            <FormSelect
              id={`${id}-issuer`}
              name="issuer"
              label={t('checkout.payment.issuer')}
              value={issuer}
              options={issuers.map((name) => ({ value: name, label: name }))}
              onChange={(event) => setIssuer(event.target.value)}
            />
            <FormField
              id={`${id}-certificate`}
              name="certificate"
              label={t('checkout.payment.certificate')}
              hint={t('checkout.payment.certificateHint')}
              value={certificateCode}
              autoComplete="off"
              onChange={(event) => setCertificateCode(event.target.value)}
            />
          </>
        ) : null}
        {method === 'FINANCE' ? (
          <div className="wide" data-testid="CheckoutPayment-finance">
            <FinanceCalculatorPanel price={total} fixedPrice onChoice={setFinanceChoice} />
            <p className="muted">{t('checkout.payment.financeNext')}</p>
          </div>
        ) : null}
        <p className="wide muted" id={`${id}-sandbox`}>
          {method === 'CYCLE_TO_WORK' ? t('checkout.payment.cardForRest') : null}
          {method === 'FINANCE'
            ? cardNeeded
              ? t('checkout.payment.cardForDeposit')
              : t('checkout.payment.noDeposit')
            : null}{' '}
          {cardNeeded ? t('checkout.payment.sandbox') : null}
        </p>
        {cardNeeded ? (
          <>
            <FormField
              id={`${id}-number`}
              name="cardnumber"
              className="wide"
              label={t('checkout.payment.number')}
              inputMode="numeric"
              autoComplete="cc-number"
              value={number}
              onChange={(event) => setNumber(formatCardNumber(event.target.value))}
            />
            <FormField
              id={`${id}-expiry`}
              name="exp-date"
              label={t('checkout.payment.expiry')}
              placeholder={t('checkout.payment.expiryPlaceholder')}
              autoComplete="cc-exp"
              inputMode="numeric"
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
            />
            <FormField
              id={`${id}-cvc`}
              name="cvc"
              label={t('checkout.payment.cvc')}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={cvc}
              onChange={(event) => setCvc(event.target.value)}
            />
            <FormField
              id={`${id}-holder`}
              name="ccname"
              className="wide"
              label={t('checkout.payment.holder')}
              autoComplete="cc-name"
              value={holder}
              onChange={(event) => setHolder(event.target.value)}
            />
          </>
        ) : null}
        <div className="wide" aria-live="assertive">
          {problem ? (
            <p className="problem" role="alert" data-testid="CheckoutPayment-problem">
              {problem}
            </p>
          ) : null}
        </div>
        <div className="actions">
          <button
            type="submit"
            css={buttonStyles}
            disabled={!ready || placing}
            aria-disabled={!ready || placing}
            data-testid="CheckoutPayment-place"
          >
            {placing
              ? t('checkout.payment.placing')
              : method === 'FINANCE'
                ? t('checkout.payment.placeFinance')
                : t('checkout.payment.place')}
          </button>
        </div>
        {!ready ? <p className="wide muted">{t('checkout.payment.notReady')}</p> : null}
      </form>
      {confirmation ? (
        <div
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-confirm`}
          className="step"
          data-testid="CheckoutPayment-confirm"
        >
          <h3 id={`${id}-confirm`}>{t('checkout.payment.confirmTitle')}</h3>
          <p>{confirmation.message}</p>
          <p className="muted">{t('checkout.payment.confirmSandbox')}</p>
          <div css={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <button type="button" css={buttonStyles} onClick={() => void answer(true)}>
              {t('checkout.payment.approve')}
            </button>
            <button type="button" css={secondaryButtonStyles} onClick={() => void answer(false)}>
              {t('checkout.payment.decline')}
            </button>
          </div>
        </div>
      ) : null}
    </CheckoutStep>
  );
}
