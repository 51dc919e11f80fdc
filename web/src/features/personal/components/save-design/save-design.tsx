import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { useId, useState } from 'react';
import { pushDataLayer } from '../../../../shared/analytics/data-layer';
import { secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { useSavedDesigns, type NewDesign } from '../../hooks/use-saved-designs';
import { MAX_NAME } from '../../personal.rules';

const styles = css`
  margin-top: 1rem;
  display: grid;
  gap: 0.5rem;
  label {
    font-weight: 600;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  input {
    flex: 1 1 12rem;
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    font: inherit;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
  }
  [role='status'] {
    margin: 0;
  }
  .error {
    color: ${theme.colour.danger};
  }
`;

/**
 * Save design (issue 15): a name and a button. A customer's design is stored in the account, a
 * guest's in this browser (moved to the account at sign-in); both are listed in the personal area.
 */
export function SaveDesign({
  design,
  personalAreaPath,
}: {
  design: Omit<NewDesign, 'name'> & { defaultName: string };
  personalAreaPath: string;
}): React.JSX.Element {
  const { t } = useTranslation('personal');
  const { save, signedIn } = useSavedDesigns({ load: false });
  const [name, setName] = useState(design.defaultName);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState('saving');
    try {
      await save({ ...design, name: name.trim() || design.defaultName });
      pushDataLayer({ event: 'configurator_save_design', bike: design.frame });
      setState('saved');
      setMessage('');
    } catch (error) {
      setState('failed');
      setMessage(error instanceof Error ? error.message : t('personal.save.failed'));
    }
  };
  return (
    <form css={styles} onSubmit={(e) => void submit(e)} data-testid="SaveDesign">
      <label htmlFor={id}>{t('personal.save.name')}</label>
      <div className="row">
        <input id={id} value={name} maxLength={MAX_NAME} onChange={(e) => setName(e.target.value)} />
        <button type="submit" css={secondaryButtonStyles} disabled={state === 'saving'}>
          {t('personal.save.submit')}
        </button>
      </div>
      <p role="status" className={state === 'failed' ? 'error' : undefined}>
        {state === 'saved' ? (
          <>
            {t(signedIn ? 'personal.save.savedAccount' : 'personal.save.savedBrowser')}{' '}
            <Link href={personalAreaPath}>{t('personal.save.view')}</Link>
          </>
        ) : state === 'failed' ? (
          message
        ) : null}
      </p>
    </form>
  );
}
