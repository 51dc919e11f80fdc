import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { formatNumber } from '../../../../shared/format/number.rules';
import { secondaryButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { HEIGHT_RANGE, INSEAM_RANGE, recommendSize, type GeometryRow } from '../../configurator.rules';

const styles = css`
  margin-top: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.wash};
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  .fields {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    margin: 0.5rem 0;
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  }
  input {
    width: 7rem;
    min-height: 44px;
    padding: 0.4rem;
    font: inherit;
    border: 1px solid ${theme.colour.muted};
    border-radius: ${theme.radius};
  }
  output {
    display: block;
    margin: 0.5rem 0;
  }
`;

type Props = {
  geometry: readonly GeometryRow[];
  sizeLabel: (size: string) => string;
  onChoose: (size: string) => void;
};

/**
 * The size calculator: the rider's height and inseam give the recommended size from this bike's own
 * geometry (stack, reach, standover), with the reason in figures.
 */
export function SizeCalculator({ geometry, sizeLabel, onChoose }: Props): React.JSX.Element {
  const { t } = useTranslation('configurator');
  const locale = useRouter().locale ?? 'en-GB';
  // Millimetres and centimetres as the geometry table writes them (a decimal inside leg makes a decimal clearance).
  const length = (value: number) => formatNumber(value, locale);
  const [height, setHeight] = useState('');
  const [inseam, setInseam] = useState('');
  const result = useMemo(() => recommendSize(geometry, Number(height), Number(inseam)), [geometry, height, inseam]);
  const entered = height !== '' && inseam !== '';
  return (
    <details css={styles} data-testid="SizeCalculator">
      <summary>{t('configurator.sizeCalculator.open')}</summary>
      <div className="fields">
        <label>
          {t('configurator.sizeCalculator.height')}
          <input
            type="number"
            inputMode="numeric"
            min={HEIGHT_RANGE.min}
            max={HEIGHT_RANGE.max}
            value={height}
            onChange={(e) => setHeight(e.target.value)}
          />
        </label>
        <label>
          {t('configurator.sizeCalculator.inseam')}
          <input
            type="number"
            inputMode="numeric"
            min={INSEAM_RANGE.min}
            max={INSEAM_RANGE.max}
            value={inseam}
            onChange={(e) => setInseam(e.target.value)}
          />
        </label>
      </div>
      <output aria-live="polite">
        {result ? (
          <>
            <strong>{t('configurator.sizeCalculator.recommended', { size: sizeLabel(result.size) })}</strong>{' '}
            {t(result.fits ? 'configurator.sizeCalculator.reason' : 'configurator.sizeCalculator.reasonTight', {
              stack: length(result.stack),
              reach: length(result.reach),
              targetStack: length(result.targetStack),
              targetReach: length(result.targetReach),
              standover: length(result.standover),
              clearance: length(result.clearance),
            })}
          </>
        ) : entered ? (
          t('configurator.sizeCalculator.range', {
            min: length(HEIGHT_RANGE.min),
            max: length(HEIGHT_RANGE.max),
            inseamMin: length(INSEAM_RANGE.min),
            inseamMax: length(INSEAM_RANGE.max),
          })
        ) : null}
      </output>
      {result ? (
        <button type="button" css={secondaryButtonStyles} onClick={() => onChoose(result.size)}>
          {t('configurator.sizeCalculator.choose', { size: sizeLabel(result.size) })}
        </button>
      ) : null}
    </details>
  );
}
