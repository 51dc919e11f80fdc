import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useState } from 'react';
import { BRAND_NAME } from '../../../../shared/config/public-config';
import { buttonStyles, secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { useNewsletter } from '../../hooks/use-newsletter';
import { AccountFeedback, type Feedback } from '../account-feedback/account-feedback';
import { panelStyles } from '../profile-settings/profile-settings.styles';

/** The newsletter choice in words, and the one action that changes it. */
export function NewsletterPanel(): React.JSX.Element {
  const { t } = useTranslation('account');
  const { subscribed, saving, setSubscribed } = useNewsletter();
  const [feedback, setFeedback] = useState<Feedback>(null);

  const toggle = async () => {
    const next = !subscribed;
    setFeedback(null);
    const result = await setSubscribed(next);
    setFeedback(
      result.ok
        ? { kind: 'success', message: next ? t('account.newsletter.subscribedNow') : t('account.newsletter.unsubscribedNow') }
        : { kind: 'error', message: result.problem.message ?? t('account.form.generic') },
    );
  };

  return (
    <section css={panelStyles} data-testid="NewsletterPanel-root">
      <p className="intro">{t('account.newsletter.intro', { brand: BRAND_NAME })}</p>
      <AccountFeedback feedback={feedback} />
      <p data-testid="NewsletterPanel-state">
        <strong>{subscribed ? t('account.newsletter.subscribed') : t('account.newsletter.unsubscribed')}</strong>
      </p>
      <button
        type="button"
        css={subscribed ? secondaryButtonStyles : buttonStyles}
        disabled={saving}
        onClick={() => void toggle()}
      >
        {subscribed ? t('account.newsletter.unsubscribe') : t('account.newsletter.subscribe')}
      </button>
    </section>
  );
}
