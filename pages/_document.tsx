// The HTML around every page: language, the runtime config and a pre-paint theme script (so a dark-theme
// visitor never sees a light flash). antd's CSS is not here: it is the static stylesheet pages/_app.tsx imports
// (src/components/app/antd-stylesheet.tsx). Every script carries the nonce of the page's Content-Security-Policy
// (src/server/http/page-security.ts), which the server hands over on the request; without it the browser would
// refuse them.
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
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
    const initialProps = await Document.getInitialProps(ctx);
    return {
      ...initialProps,
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
