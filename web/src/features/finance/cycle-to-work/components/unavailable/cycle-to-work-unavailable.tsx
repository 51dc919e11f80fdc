import { useTranslation } from '../../../../../shared/i18n/use-translation';
import { theme } from '../../../../../shared/ui/theme';

/** Outside Great Britain: what Cycle to Work is and why there is nothing to ask for here. */
export function CycleToWorkUnavailable(): React.JSX.Element {
  const { t } = useTranslation('cycletowork');
  return (
    <section
      aria-labelledby="c2w-unavailable"
      css={{ margin: '1rem 0', padding: '1rem', background: theme.colour.wash, borderRadius: theme.radius }}
      data-testid="CycleToWorkUnavailable-root"
    >
      <h2 id="c2w-unavailable" css={{ margin: '0 0 0.5rem', fontSize: '1.2rem' }}>
        {t('cycletowork.unavailable.title')}
      </h2>
      <p>{t('cycletowork.unavailable.body')}</p>
      <p>{t('cycletowork.unavailable.country')}</p>
    </section>
  );
}
