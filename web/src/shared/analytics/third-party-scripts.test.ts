import { loadAnalyticsScript, loadMarketingScript, loadScript, MARKETING_SCRIPT_FAILED } from './third-party-scripts';

const configured = { analytics: '', marketing: '' };
jest.mock('../config/public-config', () => ({
  get ANALYTICS_SCRIPT_URL() {
    return configured.analytics;
  },
  get MARKETING_SCRIPT_URL() {
    return configured.marketing;
  },
}));

const MARKETING = 'https://cdn.bloomreach.test/js/exponea.min.js';
const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '';
  configured.analytics = '';
  configured.marketing = '';
});
afterEach(() => jest.restoreAllMocks());

describe('loadScript', () => {
  it('adds an async script once, however often it is asked', () => {
    loadScript('/a.js');
    loadScript('/a.js');
    expect(scripts()).toEqual(['/a.js']);
    expect(document.head.querySelector('script')!.async).toBe(true);
  });

  it('adds nothing for an empty src (not configured), and copes with a src a CSS selector cannot hold', () => {
    loadScript('');
    expect(scripts()).toEqual([]);
    const odd = '/a.js?q="x"]';
    loadScript(odd);
    loadScript(odd);
    expect(scripts()).toEqual([odd]);
  });
});

describe('loadMarketingScript (spec §7, §8)', () => {
  it('loads the configured marketing script once', () => {
    configured.marketing = MARKETING;
    loadMarketingScript();
    loadMarketingScript();
    expect(scripts()).toEqual([MARKETING]);
  });

  it("logs 'Bloomreach script failed to load' when it does not load, once", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configured.marketing = MARKETING;
    loadMarketingScript();
    const script = document.head.querySelector('script')!;
    script.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('error'));
    expect(log.mock.calls).toEqual([['Bloomreach script failed to load']]);
    expect(MARKETING_SCRIPT_FAILED).toBe('Bloomreach script failed to load');
  });

  it('logs nothing when it loads', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    configured.marketing = MARKETING;
    loadMarketingScript();
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    expect(log).not.toHaveBeenCalled();
  });

  it('loads nothing when no marketing script is configured', () => {
    loadMarketingScript();
    expect(scripts()).toEqual([]);
  });
});

describe('loadAnalyticsScript', () => {
  it('loads the configured tag manager script, not the marketing one', () => {
    configured.analytics = '/gtm.js';
    configured.marketing = MARKETING;
    loadAnalyticsScript();
    expect(scripts()).toEqual(['/gtm.js']);
  });
});
