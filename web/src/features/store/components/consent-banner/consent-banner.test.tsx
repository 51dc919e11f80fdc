import { act, fireEvent, render, screen } from '@testing-library/react';
import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { consentCookie, type Consent } from '../../consent.rules';
import { ConsentBanner } from './consent-banner';

jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
// Off the store networks, so the banner shows while no decision is recorded.
jest.mock('../../../../shared/apollo/query-hooks', () => ({ useQuery: () => ({ data: { isStoreIp: { isStoreIp: false } } }) }));

const configured = { analytics: '', marketing: '' };
jest.mock('../../../../shared/config/public-config', () => ({
  get ANALYTICS_SCRIPT_URL() {
    return configured.analytics;
  },
  get MARKETING_SCRIPT_URL() {
    return configured.marketing;
  },
}));

const ANALYTICS = 'https://tags.test/gtm.js';
const MARKETING = 'https://cdn.bloomreach.test/js/exponea.min.js';
const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.getAttribute('src'));
const marketingScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${MARKETING}"]`);

function decided(consent: Consent): void {
  document.cookie = consentCookie(consent, false);
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.cookie = `${SHOP_COOKIES.consent.name}=; Path=/; Max-Age=0`;
  configured.analytics = ANALYTICS;
  configured.marketing = MARKETING;
});
afterEach(() => jest.restoreAllMocks());

describe('ConsentBanner: the marketing script (spec §7, §8)', () => {
  it('loads once with a recorded consent to marketing', () => {
    decided({ analytics: false, marketing: true });
    const { rerender } = render(<ConsentBanner />);
    rerender(<ConsentBanner />);
    expect(scripts()).toEqual([MARKETING]);
    expect(marketingScript()!.async).toBe(true);
  });

  it("logs 'Bloomreach script failed to load' when it does not load", () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    decided({ analytics: true, marketing: true });
    render(<ConsentBanner />);
    expect(log).not.toHaveBeenCalled();
    act(() => void marketingScript()!.dispatchEvent(new Event('error')));
    expect(log.mock.calls).toEqual([['Bloomreach script failed to load']]);
  });

  it('never loads without consent to marketing (analytics alone loads the tag manager only)', () => {
    decided({ analytics: true, marketing: false });
    render(<ConsentBanner />);
    expect(scripts()).toEqual([ANALYTICS]);
  });

  it('loads when the shopper accepts in the banner, and not when they reject or choose analytics only', () => {
    const rejected = render(<ConsentBanner />);
    fireEvent.click(screen.getByText('store.consent.reject'));
    expect(scripts()).toEqual([]);
    rejected.unmount();

    document.cookie = `${SHOP_COOKIES.consent.name}=; Path=/; Max-Age=0`;
    const chosen = render(<ConsentBanner />);
    fireEvent.click(screen.getByText('store.consent.choose'));
    fireEvent.click(screen.getByLabelText('store.consent.analytics'));
    fireEvent.click(screen.getByText('store.consent.saveChoice'));
    expect(scripts()).toEqual([ANALYTICS]);
    chosen.unmount();

    document.cookie = `${SHOP_COOKIES.consent.name}=; Path=/; Max-Age=0`;
    document.head.innerHTML = '';
    render(<ConsentBanner />);
    fireEvent.click(screen.getByText('store.consent.accept'));
    expect(scripts()).toEqual([ANALYTICS, MARKETING]);
  });

  it('loads nothing with consent to marketing when no marketing script is configured', () => {
    configured.marketing = '';
    decided({ analytics: false, marketing: true });
    render(<ConsentBanner />);
    expect(scripts()).toEqual([]);
  });
});
