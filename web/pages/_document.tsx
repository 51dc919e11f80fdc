import { Children } from 'react';
import createEmotionServer from '@emotion/server/create-instance';
import type { AppType } from 'next/app';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ImagePreloads, takeImagePreloads, type ImagePreload } from '../src/shared/ssr/hoisted-preloads';
import { manifestsAfterLoad } from '../src/shared/ssr/manifests-after-load';
import { scriptsAfterPaint } from '../src/shared/ssr/scripts-after-paint';
import { recordServerTexts, serverTextsJson } from '../src/shared/ssr/server-texts-recorder';
import { SERVER_TEXTS_ELEMENT_ID } from '../src/shared/format/server-texts';
import { storefrontRootPath } from '../src/features/seo/manifest.rules';
import { siteUrl } from '../src/shared/config/public-config';
import { serverEnv } from '../src/shared/config/server-env';
import { COOKIE_SECURE_META } from '../src/shared/cookies/browser-cookies';
import { createEmotionCache, EMOTION_INSERTION_POINT, EMOTION_KEY } from '../src/shared/ui/emotion-cache';
import { theme } from '../src/shared/ui/theme';
import { latin1Json } from '../server/latin1-html.cjs';
import { deferredInline } from '../server/deferred-inline.cjs';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The head, with the page's scripts (its dynamic chunks among them) asked for after its first paint
 * and picture (shared/ssr/scripts-after-paint.tsx) and Next's route manifests after the page
 * (shared/ssr/manifests-after-load.tsx).
 */
class StorefrontHead extends Head {
  override getDynamicChunks(): React.JSX.Element[] {
    return [];
  }

  override getScripts(files: DocumentFiles) {
    const all = [...Children.toArray(super.getDynamicChunks(files)), ...Children.toArray(super.getScripts(files))];
    return scriptsAfterPaint(manifestsAfterLoad(all));
  }
}

/**
 * The page's data (`__NEXT_DATA__`) as one-byte JSON (server/latin1-html.cjs says why), put into the
 * document after React has written the rest (server/deferred-inline.cjs says why): Next's
 * NextScript calls its static `getInlineScriptSource` by the class's own name, so a subclass
 * cannot replace it; the escaped JSON parses to the same data.
 */
const DEFERS = Symbol.for('cadence.document.nextDataDeferred');
const inlineScriptSource = NextScript.getInlineScriptSource as typeof NextScript.getInlineScriptSource & { [DEFERS]?: true };
// Once per process, should this module ever be evaluated twice: a token for a token is never put back, and every page would be rendered twice.
if (!inlineScriptSource[DEFERS]) {
  NextScript.getInlineScriptSource = Object.assign(
    (context: Parameters<typeof inlineScriptSource>[0]) => deferredInline(latin1Json(inlineScriptSource(context))),
    { [DEFERS]: true as const },
  );
}

type Props = DocumentInitialProps & {
  emotionStyleTags: React.JSX.Element[];
  locale: string;
  serverTexts: string | null;
  cookieSecure: boolean;
  imagePreloads: ImagePreload[];
};

/**
 * Server-rendered emotion styles (critical CSS inlined per page), the document language, the
 * texts the page made with Intl, which hydration reads instead of loading Intl (shared/format/server-texts.ts),
 * and whether cookies are Secure, so the browser writes its own as the servers do (shared/cookies/browser-cookies.ts).
 */
export default class StorefrontDocument extends Document<Props> {
  static override async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const cache = createEmotionCache();
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App: AppType) =>
          function EnhancedApp(props) {
            return <App {...props} {...{ emotionCache: cache }} />;
          },
      });
    const { result: rendered, texts } = await recordServerTexts(() => Document.getInitialProps(ctx));
    // The page's image preloads go first in the head (shared/ssr/hoisted-preloads.tsx).
    const { html, preloads } = takeImagePreloads(rendered.html);
    const initialProps = { ...rendered, html };
    const chunks = extractCriticalToChunks(html);
    // Placed as the browser's emotion cache takes them (shared/ui/emotion-cache.ts): the global
    // styles, the insertion point, the components' styles. Hydration then takes each style element
    // out and puts it back once where it is (emotion's hydrate always does; a Global's moves to just
    // before the components' sheet), where the 20 kB sheet was moved three times: 1.3 ms each in a
    // profile of a page's longest task, unthrottled.
    // data-s marks them as emotion marks what it has placed: unmarked, its createCache first moves
    // every server-rendered style element to the end of the head (for styles inlined in the body).
    const styleTag = (style: (typeof chunks.styles)[number]) => (
      <style
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        data-s=""
        key={style.key}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    );
    const globalStyles = chunks.styles.filter((style) => style.key !== EMOTION_KEY);
    const emotionStyleTags = [
      ...globalStyles.map(styleTag),
      // A template, not a meta: React puts every meta ahead of the head's other elements.
      <template key="insertion-point" id={EMOTION_INSERTION_POINT} />,
      ...chunks.styles.filter((style) => style.key === EMOTION_KEY).map(styleTag),
    ];
    const serverTexts = texts.size ? latin1Json(serverTextsJson(texts)) : null;
    return {
      ...initialProps,
      emotionStyleTags,
      locale: ctx.locale ?? 'en-GB',
      serverTexts,
      cookieSecure: serverEnv().cookieSecure,
      imagePreloads: preloads,
    };
  }

  override render(): React.JSX.Element {
    return (
      <Html lang={this.props.locale}>
        <StorefrontHead>
          <ImagePreloads preloads={this.props.imagePreloads} />
          <meta name="theme-color" content={theme.colour.brand} />
          <meta name={COOKIE_SECURE_META} content={String(this.props.cookieSecure)} />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          {/* PNG for browsers without SVG favicons; an opaque square for iOS home screens. */}
          <link rel="icon" href="/icons/icon-192.png" sizes="192x192" type="image/png" />
          <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
          <link rel="manifest" href={`${storefrontRootPath(siteUrl(this.props.locale))}manifest.webmanifest`} />
          {this.props.emotionStyleTags}
        </StorefrontHead>
        <body>
          <Main />
          {this.props.serverTexts && (
            <script
              id={SERVER_TEXTS_ELEMENT_ID}
              type="application/json"
              dangerouslySetInnerHTML={{ __html: this.props.serverTexts }}
            />
          )}
          <NextScript />
        </body>
      </Html>
    );
  }
}
