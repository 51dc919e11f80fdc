import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import {
  ADDRESS_FIELDS,
  postcodeOptional,
  REQUIRED_ADDRESS_FIELDS,
  serverFieldErrors,
  validateAddress,
  type AddressField,
  type AddressFormValues,
  type AddressProblem,
  type AddressProblems,
} from '../../addresses/address.rules';
import type { AddressCountry } from '../../hooks/use-addresses';
import { useFieldPolicy } from '../../hooks/use-field-policy';
import type { AccountResult } from '../../hooks/use-account';
import { AccountFeedback, type Feedback } from '../account-feedback/account-feedback';
import { FormField, FormSelect } from '../../../../shared/forms/form-field';
import { checkboxStyles, formStyles } from '../../../../shared/forms/form-field.styles';
import { addressFormStyles } from './address-form.styles';

/** Input types and autofill hints, so phones show the right keyboard and browsers fill the address. */
const INPUTS: Record<Exclude<AddressField, 'country_code'>, { type: string; autoComplete: string; wide?: boolean }> = {
  firstname: { type: 'text', autoComplete: 'given-name' },
  lastname: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  telephone: { type: 'tel', autoComplete: 'tel' },
  street1: { type: 'text', autoComplete: 'address-line1', wide: true },
  street2: { type: 'text', autoComplete: 'address-line2', wide: true },
  city: { type: 'text', autoComplete: 'address-level2' },
  postcode: { type: 'text', autoComplete: 'postal-code' },
  region: { type: 'text', autoComplete: 'address-level1' },
};

export type AddressFormProps = {
  heading: string;
  initial: AddressFormValues;
  countries: AddressCountry[];
  onSubmit: (values: AddressFormValues) => Promise<AccountResult>;
  /** Without it there is no cancel button (checkout, where the form is the step). */
  onCancel?: () => void;
  /** In checkout: one choice (save to the address book) instead of the default-address choices. */
  option?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  submitLabel?: string;
};

/**
 * Adding or editing an address (spec §3 address labels): every field labelled, the country from
 * the shop's countries, 'Required Field' and the country's postcode format checked inline (once a
 * field is left, and all at once on submit), the server's field errors shown next to their fields,
 * and the default shipping / billing choices.
 */
export function AddressForm({
  heading,
  initial,
  countries,
  onSubmit,
  onCancel,
  option,
  submitLabel,
}: AddressFormProps): React.JSX.Element {
  const { t } = useTranslation('account');
  const prefix = useId();
  const id = (field: string) => `${prefix}-${field}`;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<AddressProblems>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldPolicy = useFieldPolicy();
  // Opening the form takes the keyboard to it.
  useEffect(() => headingRef.current?.focus(), []);

  const labels: Record<AddressField, string> = {
    firstname: t('account.addressForm.firstname'),
    lastname: t('account.addressForm.lastname'),
    email: t('account.addressForm.email'),
    telephone: t('account.addressForm.telephone'),
    street1: t('account.addressForm.street1'),
    street2: t('account.addressForm.street2'),
    city: t('account.addressForm.city'),
    postcode: t('account.addressForm.postcode'),
    region: t('account.addressForm.region'),
    country_code: t('account.addressForm.country_code'),
  };
  const problemText = (problem: AddressProblem): string => {
    switch (problem.kind) {
      case 'required':
        return t('account.form.required');
      case 'email':
        return t('account.form.email');
      case 'telephone':
        return t('account.form.telephone');
      case 'tooLong':
        return t('account.form.tooLong', { max: problem.max });
      case 'postcode':
        return problem.example ? t('account.form.postcode', { example: problem.example }) : t('account.form.postcodeNoExample');
      case 'server':
        return problem.message;
    }
  };

  const country = countries.find((c) => c.code === values.country_code) ?? null;
  const clientProblems = validateAddress(values, country, fieldPolicy);
  const shown = (field: AddressField): AddressProblem | undefined =>
    serverProblems[field] ?? (submitted || touched.has(field) ? clientProblems[field] : undefined);
  const summaryItems = (problems: AddressProblems) =>
    ADDRESS_FIELDS.filter((field) => problems[field]).map((field) => ({
      fieldId: id(field),
      message: `${labels[field]}: ${problemText(problems[field]!)}`,
    }));

  const change = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A server error is about the value that was sent; once changed, the inline check takes over.
    setServerProblems(({ [field]: _dropped, ...rest }) => rest);
  };
  const leave = (field: AddressField) => setTouched((current) => new Set(current).add(field));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientProblems).length > 0) {
      setFeedback({ kind: 'error', message: t('account.form.summary'), items: summaryItems(clientProblems) });
      return;
    }
    setSaving(true);
    setFeedback(null);
    const result = await onSubmit(values);
    setSaving(false);
    if (result.ok) return;
    const fromServer = serverFieldErrors(result.problem.fields);
    setServerProblems(fromServer);
    setFeedback({
      kind: 'error',
      message: result.problem.message ?? t('account.form.generic'),
      items: summaryItems(fromServer),
    });
  };

  return (
    <section css={addressFormStyles} aria-labelledby={id('heading')} data-testid="AddressForm-root">
      <h2 id={id('heading')} ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <AccountFeedback feedback={feedback} />
      <form css={formStyles} noValidate onSubmit={submit}>
        {ADDRESS_FIELDS.map((field) => {
          const problem = shown(field);
          const error = problem ? problemText(problem) : null;
          if (field === 'country_code') {
            return (
              <FormSelect
                key={field}
                id={id(field)}
                name={field}
                label={labels[field]}
                error={error}
                value={values.country_code}
                autoComplete="country"
                required
                options={countries.map((c) => ({ value: c.code, label: c.name }))}
                onChange={(event) => {
                  change(field, event.target.value);
                  leave(field);
                }}
              />
            );
          }
          const input = INPUTS[field];
          const required = REQUIRED_ADDRESS_FIELDS.includes(field) && !(field === 'postcode' && postcodeOptional(country));
          return (
            <FormField
              key={field}
              id={id(field)}
              name={field}
              className={input.wide ? 'wide' : undefined}
              label={labels[field]}
              optionalText={required ? undefined : t('account.form.optional')}
              error={error}
              type={input.type}
              autoComplete={input.autoComplete}
              required={required}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
              onBlur={() => leave(field)}
            />
          );
        })}
        {option ? (
          <div className="wide">
            <label css={checkboxStyles}>
              <input type="checkbox" checked={option.checked} onChange={(event) => option.onChange(event.target.checked)} />
              <span>{option.label}</span>
            </label>
          </div>
        ) : (
          <div className="wide">
            <label css={checkboxStyles}>
              <input
                type="checkbox"
                checked={values.default_shipping}
                onChange={(event) => setValues((current) => ({ ...current, default_shipping: event.target.checked }))}
              />
              <span>{t('account.addressForm.defaultShipping')}</span>
            </label>
            <label css={checkboxStyles}>
              <input
                type="checkbox"
                checked={values.default_billing}
                onChange={(event) => setValues((current) => ({ ...current, default_billing: event.target.checked }))}
              />
              <span>{t('account.addressForm.defaultBilling')}</span>
            </label>
          </div>
        )}
        <div className="actions">
          <button type="submit" css={buttonStyles} disabled={saving} aria-disabled={saving}>
            {saving ? t('account.form.saving') : (submitLabel ?? t('account.addressForm.save'))}
          </button>
          {onCancel ? (
            <button type="button" css={secondaryButtonStyles} onClick={onCancel}>
              {t('account.addressForm.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
