// The HTML around every page: language, antd's server-rendered styles, the runtime config and a
// pre-paint theme script (so a dark-theme visitor never sees a light flash). Every script and style block
// carries the nonce of the page's Content-Security-Policy (src/server/http/page-security.ts), which the
// server hands over on the request; without it the browser would refuse them.
import { StyleProvider } from '@ant-design/cssinjs';
import type { AppType } from 'next/app';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { createRequestStyles } from '@/components/app/antd-ssr';
import { documentHeadScript } from '@/components/app/document-scripts';
import { nonceFromPolicy } from '@/lib/csp-nonce';
import { readServerRuntimeConfig, type RuntimeConfig } from '@/lib/runtime-config';

interface Props extends DocumentInitialProps {
  runtimeConfig: RuntimeConfig;
  /** The page's CSP nonce; none when the page was rendered without a policy (unit tests). */
  nonce?: string;
}

export default class FanstageDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const nonce = nonceFromPolicy(ctx.req?.headers['content-security-policy']);
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
          <style id="antd-ssr" nonce={nonce} dangerouslySetInnerHTML={{ __html: antdStyles.css() }} />
        </>
      ),
      runtimeConfig: readServerRuntimeConfig(),
      nonce,
    };
  }

  render() {
    const { nonce, runtimeConfig } = this.props;
    return (
      <Html lang="en">
        <Head nonce={nonce}>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: documentHeadScript(runtimeConfig) }} />
        </Head>
        <body>
          <Main />
          <NextScript nonce={nonce} />
        </body>
      </Html>
    );
  }
}
