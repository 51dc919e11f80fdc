import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { useState, type KeyboardEvent } from 'react';
import { iconButtonStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';
import { responsiveImage, sizedImageUrl } from '../../images/image-sizes';

/** The gallery fills the page width on a phone and about half of it on a desktop, at up to 2× density. */
const GALLERY_WIDTHS = [360, 480, 720, 960, 1280] as const;

export type GalleryImage = { url: string; label: string; position: number };

const styles = css`
  margin: 0;
  .main {
    position: relative;
    background: ${theme.colour.wash};
    border-radius: ${theme.radius};
    overflow: hidden;
  }
  .main img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
  }
  .nav {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    background: rgb(255 255 255 / 0.85);
    font-size: 1.5rem;
  }
  .prev {
    left: 0.5rem;
  }
  .next {
    right: 0.5rem;
  }
  .thumbs {
    display: flex;
    gap: 0.5rem;
    list-style: none;
    margin: 0.75rem 0 0;
    padding: 0;
    overflow-x: auto;
  }
  .thumbs button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${theme.radius};
    background: ${theme.colour.wash};
    cursor: pointer;
    display: block;
  }
  .thumbs button[aria-current='true'] {
    border-color: ${theme.colour.brand};
  }
  .thumbs img {
    display: block;
    width: 80px;
    height: 60px;
  }
  button:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
`;

/**
 * The product's images: one large image with previous/next buttons and a row of thumbnails.
 * Keyboard: Tab reaches the buttons, the arrow keys step through the images anywhere in the gallery.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }): React.JSX.Element | null {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const total = images.length;
  const current = images[Math.min(index, total - 1)]!;
  const go = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  return (
    <section css={styles} aria-label={t('product.gallery.label')} onKeyDown={onKeyDown} data-testid="ProductGallery-root">
      <div className="main">
        <img
          {...responsiveImage(current.url, 0.75, GALLERY_WIDTHS)}
          sizes="(min-width: 1024px) 640px, 100vw"
          width={800}
          height={600}
          alt={current.label || name}
          fetchPriority="high"
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              className="nav prev"
              css={iconButtonStyles}
              onClick={() => go(index - 1)}
              aria-label={t('product.gallery.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className="nav next"
              css={iconButtonStyles}
              onClick={() => go(index + 1)}
              aria-label={t('product.gallery.next')}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <>
          <p className="visually-hidden" aria-live="polite">
            {t('product.gallery.position', { index: index + 1, total })}
          </p>
          <ul className="thumbs">
            {images.map((image, i) => (
              <li key={`${image.url}-${i}`}>
                <button
                  type="button"
                  aria-current={i === index}
                  aria-label={t('product.gallery.show', { index: i + 1, total })}
                  onClick={() => setIndex(i)}
                >
                  <img src={sizedImageUrl(image.url, 160)} width={80} height={60} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
