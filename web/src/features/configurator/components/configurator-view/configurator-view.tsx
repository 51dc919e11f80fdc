import { FinanceTeaser } from '../../../finance/components/finance-lazy';
import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useRouter } from 'next/router';
import { useId, useMemo, useState } from 'react';
import { pushDataLayer } from '../../../../shared/analytics/data-layer';
import { formatPrice } from '../../../../shared/format/format.rules';
import { formatDispatchDay } from '../../../../shared/format/dispatch-day.rules';
import { formatNumber } from '../../../../shared/format/number.rules';
import { shownPrice } from '../../../../shared/format/price.rules';
import { buttonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import type { ConfiguratorSectionKey } from '../../../../graphql/graphql';
import { useCart } from '../../../cart/hooks/use-cart';
import { reviewPath } from '../../../routing/routing.rules';
import { sizesInFrameOrder } from '../../../catalogue/product.rules';
import { PERSONAL_AREA_PATH } from '../../../../shared/config/public-config';
import { SaveDesign } from '../../../personal/components/save-design/save-design';
import { drawBuild, drawnPaint, frameKind } from '../../build-drawing';
import { sectionGroups } from '../../configurator.rules';
import type { ChoiceKey } from '../../../routing/build-url.rules';
import { useBuild, type Configurator, type Section } from '../../hooks/use-build';
import { OptionSection } from '../option-section/option-section';
import { SizeCalculator } from '../size-calculator/size-calculator';

const styles = css`
  padding: 1rem 1rem 6rem;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.6rem;
  }
  .layout {
    display: grid;
    gap: 1.5rem;
    ${theme.mq.lg} {
      grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
      align-items: start;
    }
  }
  .stage {
    ${theme.mq.lg} {
      position: sticky;
      top: 1rem;
    }
  }
  .drawing {
    aspect-ratio: 4 / 3;
    width: 100%;
    border-radius: ${theme.radius};
    overflow: hidden;
  }
  .drawing svg {
    width: 100%;
    height: 100%;
    display: block;
  }
  .description {
    color: ${theme.colour.muted};
    font-size: 0.9rem;
  }
  .steps {
    display: grid;
    gap: 1.75rem;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.75rem;
    padding-bottom: 0.25rem;
    border-bottom: 1px solid ${theme.colour.line};
  }
  .group {
    display: grid;
    gap: 1.25rem;
  }
  .summary {
    padding: 1rem;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    background: ${theme.colour.wash};
  }
  .summary dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.35rem 1rem;
    margin: 0 0 1rem;
    font-size: 0.9rem;
  }
  .summary dd {
    margin: 0;
    text-align: right;
  }
  .total {
    font-size: 1.3rem;
    font-weight: 700;
  }
  .problems {
    color: ${theme.colour.danger};
    font-weight: 600;
  }
  .bar {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 1rem;
    padding: 0.6rem 1rem;
    background: ${theme.colour.paper};
    border-top: 1px solid ${theme.colour.line};
    ${theme.mq.lg} {
      display: none;
    }
  }
`;

/**
 * The v2 configurator (issue 15): the bike drawn live as the shopper chooses, the sections (frame and
 * size, paint, components) with their prices, and the summary with the server's price, the rules
 * the build breaks and add to cart. The build lives in the URL.
 */
export function ConfiguratorView({ configurator, urlKey }: { configurator: Configurator; urlKey: string }): React.JSX.Element {
  const { t } = useTranslation('configurator');
  const router = useRouter();
  const locale = router.locale ?? 'en-GB';
  const { addItems, pending } = useCart();
  const { build, frame, priced, pricing, failed, chosen, choose, chooseFrame, chooseSize } = useBuild(configurator, urlKey);
  const [cartMessages, setCartMessages] = useState<string[]>([]);
  const drawingId = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const currency = configurator.currency;
  const money = (amount: number) => formatPrice(amount, locale, currency);

  const paint = useMemo(() => drawnPaint(configurator.sections, chosen), [configurator.sections, chosen]);
  const svg = useMemo(() => drawBuild(frame, paint, `b${drawingId}`), [frame, paint, drawingId]);
  const sizes = sizesInFrameOrder(
    frame.product.options.filter((o) => o.option_type === 'size'),
    frame.product.geometry.map((g) => g.size),
  );
  const sizeLabel = (value: string) => sizes.find((s) => s.value === value)?.label ?? value;
  const description =
    t('configurator.drawing.description', {
      bike: frame.name,
      colour: paint.colour?.label ?? t('configurator.drawing.factoryPaint'),
      finish: t(`configurator.drawing.finish.${paint.finish}`),
    }) +
    (paint.gradient
      ? ` ${t('configurator.drawing.gradient', { colour: paint.gradient.colour.label, angle: formatNumber(paint.gradient.angle, locale) })}`
      : '') +
    (paint.downTubeLogo ? ` ${t('configurator.drawing.downTubeLogo', { colour: paint.downTubeLogo.label })}` : '') +
    (paint.topTubeLogo ? ` ${t('configurator.drawing.topTubeLogo', { colour: paint.topTubeLogo.label })}` : '');

  const problemsOf = (key: string) => (priced?.violations ?? []).filter((v) => v.section === key).map((v) => v.message);
  // Which sections are paint and which components, and their order, are the API's (commerce's).
  const groups = useMemo(() => sectionGroups(configurator.sections), [configurator.sections]);

  const renderSection = (s: Section) => {
    const key = s.key as ChoiceKey;
    return (
      <OptionSection
        key={key}
        section={s}
        // A frame's own paint is its default: the same colour is not offered again.
        hiddenHex={key === 'frameColor' ? frame.paint_hex : null}
        chosen={chosen(key)}
        currency={currency}
        locale={locale}
        problems={problemsOf(key).join(' ')}
        onChoose={choose}
      />
    );
  };

  const addToCart = async () => {
    setCartMessages([]);
    if (!priced || !priced.valid) return;
    const items = priced.cart_items.map((i) => ({
      sku: i.sku,
      quantity: 1,
      ...(i.parent_sku ? { parent_sku: i.parent_sku } : {}),
    }));
    const added = await addItems(items, { bike: true, openDrawer: false });
    if (!added.ok) {
      setCartMessages(added.messages);
      return;
    }
    pushDataLayer({ event: 'configurator_add_to_cart', bike: frame.url_key, value: priced.total, currency });
    await router.push(reviewPath(frame.url_key));
  };

  const total = priced ? money(priced.total) : null;
  const saving = priced && priced.regular_total > priced.total ? money(priced.regular_total - priced.total) : null;
  const generalProblems = (priced?.violations ?? []).filter(
    (v) => !configurator.sections.some((s) => s.key === v.section) && v.section !== 'size',
  );

  return (
    <div css={styles}>
      <h1>{t('configurator.title', { model: configurator.model.name })}</h1>
      <p>{frame.name}</p>
      <div className="layout">
        <div className="stage">
          <div
            className="drawing"
            role="img"
            aria-label={description}
            data-testid="Configurator-drawing"
            data-paint={paint.colour?.code ?? 'factory'}
            data-finish={paint.finish}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          <p className="description" aria-hidden="true">
            {description}
          </p>
        </div>
        <div className="steps">
          <section aria-labelledby="cfg-frame">
            <h2 id="cfg-frame">{t('configurator.group.frame')}</h2>
            <div className="group">
              <fieldset css={{ border: 0, margin: 0, padding: 0 }} data-testid="OptionSection-frame">
                <legend css={{ fontWeight: 700, marginBottom: '0.5rem' }}>{t('configurator.section.frame')}</legend>
                {configurator.frames.map((f) => (
                  <label key={f.url_key} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: 44 }}>
                    <input
                      type="radio"
                      name="frame"
                      checked={f.url_key === frame.url_key}
                      disabled={!f.available}
                      onChange={() => void chooseFrame(f.url_key)}
                    />
                    <span>{f.name}</span>
                    <span css={{ color: theme.colour.muted }}>{money(shownPrice(f.price, f.special_price).amount)}</span>
                  </label>
                ))}
              </fieldset>
              <fieldset css={{ border: 0, margin: 0, padding: 0 }} data-testid="OptionSection-size">
                <legend css={{ fontWeight: 700, marginBottom: '0.5rem' }}>{t('configurator.section.size')}</legend>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
                  {sizes.map((s) => (
                    <label
                      key={s.value}
                      css={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: '0.35rem',
                        minHeight: 44,
                        padding: '0.3rem 0.7rem',
                        border: `2px solid ${s.value === build.size ? theme.colour.brand : theme.colour.line}`,
                        borderRadius: theme.radius,
                      }}
                    >
                      <input
                        type="radio"
                        name="size"
                        checked={s.value === build.size}
                        disabled={s.stock_status === 'OUT_OF_STOCK'}
                        onChange={() => void chooseSize(s.value)}
                      />
                      {s.label}
                      {s.stock_status === 'OUT_OF_STOCK' ? <small>{t('configurator.option.soldOut')}</small> : null}
                    </label>
                  ))}
                </div>
                {problemsOf('size').length ? (
                  <p role="alert" className="problems">
                    {problemsOf('size').join(' ')}
                  </p>
                ) : null}
                <SizeCalculator
                  geometry={frame.product.geometry}
                  sizeLabel={sizeLabel}
                  onChoose={(size) => void chooseSize(size)}
                />
              </fieldset>
            </div>
          </section>
          {groups.map(({ group, sections }) => (
            <section key={group} aria-labelledby={`cfg-${group}`}>
              <h2 id={`cfg-${group}`}>{t(`configurator.group.${group}`)}</h2>
              <div className="group">{sections.map(renderSection)}</div>
            </section>
          ))}
          <section className="summary" aria-labelledby="cfg-summary" data-testid="Configurator-summary">
            <h2 id="cfg-summary">{t('configurator.summary.title')}</h2>
            {priced ? (
              <>
                <dl>
                  {priced.lines
                    .filter((l) => l.section === 'frame' || l.sku)
                    .map((l) => (
                      <div key={`${l.section}-${l.code}`} css={{ display: 'contents' }}>
                        <dt>
                          {l.section === 'frame' ? l.label : `${t(`configurator.section.${l.section}`)}: ${l.label}`}
                          {l.section === 'frame' && build.size ? ` (${sizeLabel(build.size)})` : ''}
                        </dt>
                        <dd>{money(shownPrice(l.price, l.special_price).amount)}</dd>
                      </div>
                    ))}
                </dl>
                <p className="total" aria-live="polite" data-testid="Configurator-total">
                  {t('configurator.summary.total', { total })}
                </p>
                {saving ? <p>{t('configurator.summary.saving', { amount: saving })}</p> : null}
                <FinanceTeaser price={priced.valid ? priced.total : null} />
                <p>{t('configurator.summary.dispatch', { date: formatDispatchDay(priced.dispatch_date, locale) })}</p>
                {generalProblems.length ? (
                  <p role="alert" className="problems">
                    {generalProblems.map((v) => v.message).join(' ')}
                  </p>
                ) : null}
                {!priced.valid ? (
                  <p className="problems">{t('configurator.summary.fix', { count: priced.violations.length })}</p>
                ) : null}
              </>
            ) : failed ? (
              <p role="alert" className="problems">
                {t('configurator.summary.unavailable')}
              </p>
            ) : null}
            <button
              type="button"
              css={buttonStyles}
              disabled={!priced || !priced.valid || pending || pricing}
              onClick={() => void addToCart()}
            >
              {t('configurator.summary.addToCart')}
            </button>
            {cartMessages.length ? (
              <p role="alert" className="problems">
                {cartMessages.join(' ')}
              </p>
            ) : null}
            {priced ? (
              <SaveDesign
                personalAreaPath={PERSONAL_AREA_PATH}
                design={{
                  defaultName: t('configurator.save.defaultName', { model: configurator.model.name }),
                  model_url_key: configurator.model.url_key,
                  frame: frame.url_key,
                  frame_name: frame.name,
                  size: build.size,
                  choices: (Object.entries(build.choices) as [ChoiceKey, string][]).map(([section, code]) => ({
                    section: section as ConfiguratorSectionKey,
                    code,
                  })),
                  price: priced.total,
                  currency,
                  drawing: {
                    kind: frameKind(frame),
                    paint_hex: paint.colour?.hex ?? frame.paint_hex,
                    accent_hex: frame.accent_hex,
                    gradient_hex: paint.gradient?.colour.hex ?? null,
                    gradient_angle: paint.gradient?.angle ?? null,
                    down_tube_logo_hex: paint.downTubeLogo?.hex ?? null,
                    top_tube_logo_hex: paint.topTubeLogo?.hex ?? null,
                    finish: paint.finish,
                  },
                }}
              />
            ) : null}
          </section>
        </div>
      </div>
      <div className="bar" aria-hidden="true">
        <span>{frame.name}</span>
        <strong>{total}</strong>
      </div>
    </div>
  );
}
