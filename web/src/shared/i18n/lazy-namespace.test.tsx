import { act, render, screen } from '@testing-library/react';
import { TranslationProvider, type PageTranslations } from './translation-provider';
import { useNamespace, type NamespaceLoaders } from './lazy-namespace';
import { useTranslation } from './use-translation';

const page = (locale: string, store: PageTranslations['initialI18nStore']): PageTranslations => ({
  initialI18nStore: store,
  initialLocale: locale,
  userConfig: { fallbackLng: 'en-GB' },
});
const DRAWER = { cart: { drawer: { viewCart: 'Your cart' } } };
const GERMAN_DRAWER = { cart: { drawer: { viewCart: 'Ihr Warenkorb' } } };

/** Loaders that answer when the test says, counting their calls. */
function deferredLoaders() {
  const calls: string[] = [];
  const pending: { resolve: () => void; reject: () => void }[] = [];
  const loader = (language: string, file: Record<string, unknown>) => () => {
    calls.push(language);
    return new Promise<{ default: Record<string, unknown> }>((resolve, reject) =>
      pending.push({ resolve: () => resolve({ default: file }), reject: () => reject(new Error('chunk failed')) }),
    );
  };
  const loaders: NamespaceLoaders = { 'en-GB': loader('en-GB', DRAWER), 'de-DE': loader('de-DE', GERMAN_DRAWER) };
  return { loaders, calls, pending };
}

function Drawer({ loaders, id }: { loaders: NamespaceLoaders; id: string }): React.JSX.Element | null {
  const state = useNamespace('cart', loaders);
  const { t } = useTranslation('cart');
  if (state === 'failed') return <p data-testid={`${id}-failed`}>failed</p>;
  return state === 'ready' ? <h2 data-testid={id}>{t('cart.drawer.viewCart')}</h2> : null;
}

function Page({ translations, children }: { translations: PageTranslations; children: React.ReactNode }) {
  return (
    <TranslationProvider translations={translations} locale={translations.initialLocale!}>
      {children}
    </TranslationProvider>
  );
}

describe('useNamespace', () => {
  it('renders a part of a page that did not bring its texts once they are loaded, loading them once for every part asking', async () => {
    const { loaders, calls, pending } = deferredLoaders();
    render(
      <Page translations={page('en-GB', { 'en-GB': { shell: { shell: {} } } })}>
        <Drawer loaders={loaders} id="one" />
        <Drawer loaders={loaders} id="two" />
      </Page>,
    );
    expect(screen.queryByTestId('one')).toBeNull();
    expect(calls).toEqual(['en-GB']);
    await act(async () => pending[0]!.resolve());
    expect(screen.getByTestId('one').textContent).toBe('Your cart');
    expect(screen.getByTestId('two').textContent).toBe('Your cart');
  });

  it("loads the page's own language", async () => {
    const { loaders, calls, pending } = deferredLoaders();
    render(
      <Page translations={page('de-DE', { 'de-DE': {} })}>
        <Drawer loaders={loaders} id="drawer" />
      </Page>,
    );
    expect(calls).toEqual(['de-DE']);
    await act(async () => pending[0]!.resolve());
    expect(screen.getByTestId('drawer').textContent).toBe('Ihr Warenkorb');
  });

  it('renders at once, loading nothing, on a page that brought the namespace', () => {
    const { loaders, calls } = deferredLoaders();
    render(
      <Page translations={page('en-GB', { 'en-GB': { cart: { cart: { drawer: { viewCart: 'From the page' } } } } })}>
        <Drawer loaders={loaders} id="drawer" />
      </Page>,
    );
    expect(screen.getByTestId('drawer').textContent).toBe('From the page');
    expect(calls).toEqual([]);
  });

  it('says so when the texts cannot be loaded, and tries again when the part is mounted again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { loaders, calls, pending } = deferredLoaders();
    const translations = page('en-GB', { 'en-GB': {} });
    const first = render(
      <Page translations={translations}>
        <Drawer loaders={loaders} id="drawer" />
      </Page>,
    );
    expect(screen.queryByTestId('drawer-failed')).toBeNull();
    await act(async () => pending[0]!.reject());
    expect(screen.queryByTestId('drawer')).toBeNull();
    expect(screen.getByTestId('drawer-failed')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cart texts could not be loaded'));
    first.rerender(<Page translations={translations}>{null}</Page>);
    first.rerender(
      <Page translations={translations}>
        <Drawer loaders={loaders} id="drawer" />
      </Page>,
    );
    expect(calls).toEqual(['en-GB', 'en-GB']);
    await act(async () => pending[1]!.resolve());
    expect(screen.getByTestId('drawer').textContent).toBe('Your cart');
    warn.mockRestore();
  });
});
