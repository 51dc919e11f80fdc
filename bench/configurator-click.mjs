// Time from a colour click in the configurator to the drawing updated on screen, in real Chromium:
// `npm run bench -- colour click`. Clicks alternate between custom colours; each time is measured in
// the page from the click to the first animation frame after the drawing shows the new paint
// (the drawing is computed in the browser, so no request is waited for), each click on a settled
// page (the previous click's URL and price have arrived). Aim: p95 under 50 ms.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromePath } from '../scripts/lib/browser.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const CHROME_PATH = chromePath();
const AIM_MS = 50;

export async function colourClickToDrawing(url, { clicks = 40 } = {}) {
  if (!existsSync(CHROME_PATH))
    throw new Error(`No Chromium at ${CHROME_PATH}: \`apt-get install chromium-headless-shell\` (or set CHROME_PATH).`);
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROME_PATH });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const origin = new URL(url).origin;
    await context.addCookies([
      { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ analytics: false, marketing: false })), url: origin },
    ]);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => performance.getEntriesByName('Next.js-hydration', 'measure').length > 0);
    const codes = await page.$$eval('input[name="section-customColor"]', (inputs) =>
      inputs.map((i) => i.value).filter((v) => v !== 'none'),
    );
    if (codes.length < 2) throw new Error(`the page offers ${codes.length} custom colours; two are needed`);
    const times = [];
    for (let i = 0; i < clicks; i++) {
      const code = codes[i % codes.length];
      times.push(
        await page.evaluate(
          (code) =>
            new Promise((resolve, reject) => {
              const drawing = document.querySelector('[data-testid="Configurator-drawing"]');
              const radio = document.querySelector(`input[name="section-customColor"][value="${code}"]`);
              if (!drawing || !radio) return reject(new Error(`no drawing or no radio for ${code}`));
              const start = performance.now();
              const done = () => requestAnimationFrame(() => resolve(performance.now() - start));
              const observer = new MutationObserver(() => {
                if (drawing.getAttribute('data-paint') === code) {
                  observer.disconnect();
                  done();
                }
              });
              observer.observe(drawing, { attributes: true });
              radio.click();
              setTimeout(() => reject(new Error(`the drawing did not show ${code} within 5 s`)), 5000);
            }),
          code,
        ),
      );
      // A shopper looks before the next click: the URL and the price catch up, the page settles.
      await page.waitForURL((u) => u.searchParams.get('cc') === code);
      await page.waitForLoadState('networkidle');
    }
    if (process.env.BENCH_CLICK_TRACE) console.log(times.map((t) => t.toFixed(0)).join(' '));
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    const summary = {
      clicks,
      p50: at(0.5),
      p95: at(0.95),
      max: times[times.length - 1],
      aimMs: AIM_MS,
      met: at(0.95) < AIM_MS,
      browser: `${CHROME_PATH} ${browser.version()}`,
    };
    return {
      ...summary,
      summary: `${clicks} clicks in ${summary.browser}: p50 ${summary.p50.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms, max ${summary.max.toFixed(1)} ms (aim p95 < ${AIM_MS} ms: ${summary.met ? 'met' : 'NOT met'})`,
    };
  } finally {
    await browser.close();
  }
}
