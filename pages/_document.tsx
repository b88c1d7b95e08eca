// The HTML around every page: language, antd's server-rendered styles, the runtime config and a
// pre-paint theme script (so a dark-theme visitor never sees a light flash).
import { StyleProvider } from '@ant-design/cssinjs';
import type { AppType } from 'next/app';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { createRequestStyles } from '@/components/app/antd-ssr';
import { documentHeadScript } from '@/components/app/document-scripts';
import { readServerRuntimeConfig, type RuntimeConfig } from '@/lib/runtime-config';

interface Props extends DocumentInitialProps {
  runtimeConfig: RuntimeConfig;
}

export default class FanstageDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const antdStyles = createRequestStyles();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) =>
          function WithAntdStyles(props) {
            return (
              <StyleProvider cache={antdStyles.cache}>
                <App {...props} />
              </StyleProvider>
            );
          } as AppType,
      });
    const initialProps = await Document.getInitialProps(ctx);
    return {
      ...initialProps,
      styles: (
        <>
          {initialProps.styles}
          <style id="antd-ssr" dangerouslySetInnerHTML={{ __html: antdStyles.css() }} />
        </>
      ),
      runtimeConfig: readServerRuntimeConfig(),
    };
  }

  render() {
    return (
      <Html lang="en">
        <Head>
          <script dangerouslySetInnerHTML={{ __html: documentHeadScript(this.props.runtimeConfig) }} />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
