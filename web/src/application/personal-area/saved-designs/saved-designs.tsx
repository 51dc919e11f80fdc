import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from '../../../shared/ui/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { formatDate, formatPrice } from '../../../shared/format/format.rules';
import { secondaryButtonStyles } from '../../../shared/ui/button.styles';
import { theme } from '../../../shared/ui/theme';
import { drawDesign } from '../../../features/configurator/build-drawing';
import { sharePath, type DesignView } from '../../../features/personal/personal.rules';

const styles = css`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 1rem;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
  li {
    display: grid;
    gap: 0.4rem;
    padding: 0.75rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
  }
  .drawing {
    aspect-ratio: 4 / 3;
  }
  .drawing svg {
    width: 100%;
    height: 100%;
    display: block;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  .meta {
    color: ${theme.colour.muted};
    font-size: 0.85rem;
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

/** Saved designs with their drawing, price now and when saved, a share link, open and delete. */
export function SavedDesigns({
  designs,
  onDelete,
}: {
  designs: DesignView[];
  onDelete: (d: DesignView) => Promise<void>;
}): React.JSX.Element {
  const { t } = useTranslation('personal');
  const { locale = 'en-GB' } = useRouter();
  const [copied, setCopied] = useState<string | null>(null);
  const money = (amount: number, currency: string) => formatPrice(amount, locale, currency);
  const copy = async (design: DesignView) => {
    // The German storefront may be on its own domain or under /de-DE: the link keeps the one in use.
    const prefix = window.location.pathname.startsWith('/de-DE/') ? '/de-DE' : '';
    const url = `${window.location.origin}${prefix}${sharePath(design)}`;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(design.id);
  };
  return (
    <div css={styles}>
      <ul>
        {designs.map((design, i) => (
          <li key={design.id} data-testid="SavedDesigns-item">
            {design.drawing ? (
              <div
                className="drawing"
                role="img"
                aria-label={t('personal.designs.drawing', { name: design.name, bike: design.frame_name ?? design.model_url_key })}
                dangerouslySetInnerHTML={{ __html: drawDesign(design.drawing, `d${i}`) }}
              />
            ) : null}
            <h3>{design.name}</h3>
            <p className="meta">
              {design.frame_name ?? design.model_url_key}
              {design.size ? ` · ${t('personal.designs.size', { size: design.size })}` : ''}
            </p>
            <p className="meta">
              {design.price_now !== null
                ? t('personal.designs.priceNow', { price: money(design.price_now, design.currency) })
                : design.local
                  ? null
                  : t('personal.designs.unavailable')}
              {design.price_now !== null ? ' · ' : ''}
              {t('personal.designs.priceSaved', {
                price: money(design.price_saved, design.currency_saved),
                date: formatDate(design.created_at, locale),
              })}
            </p>
            {design.local ? <p className="meta">{t('personal.designs.local')}</p> : null}
            <div className="actions">
              <Link href={sharePath(design)} css={secondaryButtonStyles}>
                {t('personal.designs.open')}
              </Link>
              <button type="button" css={secondaryButtonStyles} onClick={() => void copy(design)}>
                {copied === design.id ? t('personal.designs.copied') : t('personal.designs.share')}
              </button>
              <button
                type="button"
                css={secondaryButtonStyles}
                aria-label={t('personal.designs.deleteNamed', { name: design.name })}
                onClick={() => void onDelete(design)}
              >
                {t('personal.designs.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
