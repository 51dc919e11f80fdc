import createEmotionServer from '@emotion/server/create-instance';
import type { AppType } from 'next/app';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { createEmotionCache } from '../src/shared/ui/emotion-cache';

type Props = DocumentInitialProps & { emotionStyleTags: React.JSX.Element[]; locale: string };

/** Server-rendered emotion styles (critical CSS inlined per page) and the document language. */
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
    const initialProps = await Document.getInitialProps(ctx);
    const chunks = extractCriticalToChunks(initialProps.html);
    const emotionStyleTags = chunks.styles.map((style) => (
      <style
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        key={style.key}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
    return { ...initialProps, emotionStyleTags, locale: ctx.locale ?? 'en-GB' };
  }

  override render(): React.JSX.Element {
    return (
      <Html lang={this.props.locale}>
        <Head>
          <meta name="theme-color" content="#0b3d91" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="emotion-insertion-point" content="" />
          {this.props.emotionStyleTags}
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
