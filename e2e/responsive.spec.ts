import { expect, gotoHydrated, test } from './fixtures';

/**
 * Mobile first: on the narrowest phone in common use no page is wider than the screen. A page that
 * is makes a phone zoom the whole page out to fit it (the parent bike page was 940 px wide on a
 * 320 px screen: a visually hidden price word in its scrolling row of builds escaped the row).
 */
const PAGES = [
  '/',
  '/about-us/',
  '/bikes/road/',
  '/cgr-al-105/',
  '/cgr-al/',
  '/kask-protone-icon-helmet/',
  '/search/?q=helmet',
  '/blog/',
  '/blog/bike-security-lock-guide/',
  '/cycletowork/quote/',
  '/build-v2/cgr-ti/?size=M&cc=racingRed&pf=matt',
  '/cart/',
  '/auth/login/',
  '/de-DE/',
  '/de-DE/cgr-al/',
  '/de-DE/bikes/road/',
];

/** The page's width against the screen's, and what sticks out past the screen's edge unclipped. */
async function fits(page: import('@playwright/test').Page) {
  const {
    page: width,
    screen,
    wider,
  } = await page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    // What sticks out, for the failure message: elements whose box ends past the screen's edge
    // while no ancestor clips or scrolls them.
    const past = Array.from(document.querySelectorAll('body *')).filter((element) => {
      if (element.getBoundingClientRect().right <= screenWidth + 1) return false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) return false;
      }
      return true;
    });
    return {
      page: document.documentElement.scrollWidth,
      screen: screenWidth,
      wider: past
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className)} "${(e.textContent ?? '').slice(0, 30)}"`),
    };
  });
  expect({ width, wider }).toEqual({ width: screen, wider: [] });
}

test.describe('every page fits a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  for (const path of PAGES) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await gotoHydrated(page, path);
      await fits(page);
    });
  }
});

/**
 * Between phone and desktop: the header's menu, country, account and cart fit the bar in both
 * languages (the German header was 1,203 px wide on a 1,024 px tablet, its cart off the screen).
 */
for (const width of [768, 1024, 1280]) {
  test.describe(`the header fits a ${width} px screen`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of ['/', '/de-DE/']) {
      test(`${path} is no wider than the screen, its cart on it`, async ({ page }) => {
        await gotoHydrated(page, path);
        await fits(page);
        const cart = await page.getByTestId('CartButton-root').boundingBox();
        expect(cart!.x + cart!.width).toBeLessThanOrEqual(width);
        // The site's menu is on the screen: the desktop menu, or the button and the drawer it opens.
        const button = page.getByTestId('Header-menuButton');
        if (await button.isVisible()) {
          await button.click();
          await expect(page.getByRole('dialog', { name: /^(Menu|Menü)$/ })).toBeVisible();
        } else {
          await expect(page.getByRole('navigation', { name: /^(Main menu|Hauptmenü)$/ })).toBeVisible();
        }
      });
    }
  });
}

/**
 * The listing's toolbar keeps its place however much of the sort the browser has read. The browser
 * paints while it is still parsing the HTML, and a select is as wide as its longest option: a paint
 * between a select's first options and its last drew a narrow select beside the count, and the row
 * moved when the rest arrived (a layout shift of 0.017 on a phone-sized search page). Here the
 * options are taken away, as a part-read page has them, and nothing in the toolbar moves: on phones
 * from 320 px, on a tablet and on a desktop, in English and in German, with a filter on (the
 * button's label is longer then).
 */
const TOOLBAR_SCREENS = [
  { width: 320, mobile: true },
  { width: 360, mobile: true },
  { width: 375, mobile: true },
  { width: 412, mobile: true },
  { width: 768, mobile: false },
  { width: 1024, mobile: false },
];
for (const { width, mobile } of TOOLBAR_SCREENS) {
  test.describe(`the listing toolbar at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: mobile, hasTouch: mobile });
    for (const path of ['/search/?q=road', '/de-DE/bikes/road/', '/de-DE/bikes/?colour=red']) {
      test(`${path}: its boxes do not depend on the sort's options`, async ({ page }) => {
        await gotoHydrated(page, path);
        const boxes = await page.evaluate(() => {
          const toolbar = document.querySelector('.toolbar')!;
          const select = toolbar.querySelector('select')!;
          const measure = () =>
            Array.from(toolbar.querySelectorAll('.count, .toggle, .sort, select'), (e) => {
              const r = e.getBoundingClientRect();
              return `${e.className || e.tagName}: ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            });
          const whole = measure();
          const options = Array.from(select.options);
          for (const option of options.slice(1)) option.remove();
          options[0]!.textContent = 'A';
          const partRead = measure();
          return { whole, partRead };
        });
        expect(boxes.partRead).toEqual(boxes.whole);
      });
    }
  });
}

/**
 * The first screen's cards are laid out at their own size from the first paint. Cards further down
 * wait, at a phone card's size, until they come near the screen (content-visibility); a card the
 * browser has only just parsed stands at that size until it has looked where the card is, so on the
 * first screen a shorter card (a helmet's) first stood taller and the row under it moved up. The
 * first six are the first screen's: three rows on a phone, two on a desktop.
 */
for (const { width, height, mobile } of [
  { width: 412, height: 823, mobile: true },
  { width: 1280, height: 800, mobile: false },
]) {
  test.describe(`the listing cards at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile });
    test('the first six are drawn at once, the rest when they come near the screen', async ({ page }) => {
      await gotoHydrated(page, '/search/?q=helmet');
      const cards = await page.getByTestId('ProductCard').evaluateAll((all) =>
        all.slice(0, 8).map((card) => ({
          drawn: getComputedStyle(card).contentVisibility,
          onFirstScreen: card.getBoundingClientRect().top < window.innerHeight,
        })),
      );
      expect(cards.map((card) => card.drawn)).toEqual([
        'visible',
        'visible',
        'visible',
        'visible',
        'visible',
        'visible',
        'auto',
        'auto',
      ]);
      // Every card on the first screen is among them.
      expect(cards.slice(6).filter((card) => card.onFirstScreen)).toEqual([]);
    });
  });
}
