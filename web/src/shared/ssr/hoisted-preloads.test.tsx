import { renderToStaticMarkup } from 'react-dom/server';
import { ImagePreloads, takeImagePreloads } from './hoisted-preloads';

const GALLERY =
  '<link rel="preload" as="image" imageSrcSet="/media/a.svg?w=360&amp;h=270 360w, /media/a.svg?w=720&amp;h=540 720w" imageSizes="(min-width: 1024px) 640px, 100vw" fetchPriority="high"/>';
const FLAG = '<link rel="preload" as="image" href="/images/flags/gb.svg"/>';
const PAGE = '<div id="__next"><header>…</header></div>';

describe('takeImagePreloads', () => {
  it('takes the image preloads React wrote before the page, with their attributes as React props', () => {
    const { html, preloads } = takeImagePreloads(`${FLAG}${GALLERY}${PAGE}`);
    expect(html).toBe(PAGE);
    expect(preloads).toEqual([
      { as: 'image', href: '/images/flags/gb.svg' },
      {
        as: 'image',
        imageSrcSet: '/media/a.svg?w=360&h=270 360w, /media/a.svg?w=720&h=540 720w',
        imageSizes: '(min-width: 1024px) 640px, 100vw',
        fetchPriority: 'high',
      },
    ]);
  });

  it('renders them in the head as React wrote them', () => {
    const { preloads } = takeImagePreloads(`${FLAG}${GALLERY}${PAGE}`);
    expect(renderToStaticMarkup(<ImagePreloads preloads={preloads} />)).toBe(`${FLAG}${GALLERY}`);
  });

  it('reads the references the server writes for characters above Latin-1 (server/latin1-html.cjs) back as the characters', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { latin1Html } = require('../../../server/latin1-html.cjs') as { latin1Html: (html: string) => string };
    const dash = renderToStaticMarkup(<ImagePreloads preloads={[{ as: 'image', href: '/img/gravel–bike.jpg' }]} />);
    const { preloads } = takeImagePreloads(latin1Html(`${dash}${PAGE}`));
    expect(preloads).toEqual([{ as: 'image', href: '/img/gravel–bike.jpg' }]);
  });

  it('leaves anything else where it is: other preloads, unknown attributes, links inside the page', () => {
    for (const html of [
      `<link rel="preload" as="font" href="/f.woff2"/>${PAGE}`,
      `<link rel="preload" as="image" href="/a.svg" onload="alert(1)"/>${PAGE}`,
      `${PAGE}${FLAG}`,
    ]) {
      expect(takeImagePreloads(html)).toEqual({ html, preloads: [] });
    }
  });
});
