// Page-view analytics, loaded only when the site has a gaCode setting. Both tags carry the page's CSP
// nonce: the inline one runs only with it, and the loader's address is allowed by the trust it passes on.
import Router from 'next/router';
import Script from 'next/script';
import { useEffect } from 'react';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    gtag?: Gtag;
  }
}

/** Measurement ids look like G-XXXX or UA-XXXX-Y; anything else is not put into a script. */
const VALID_CODE = /^[A-Za-z0-9-]{1,40}$/;

export function Analytics({ gaCode, nonce }: { gaCode: string; nonce?: string }) {
  const code = VALID_CODE.test(gaCode) ? gaCode : '';
  useEffect(() => {
    if (!code) return undefined;
    const onRoute = (url: string) => window.gtag?.('config', code, { page_path: url });
    Router.events.on('routeChangeComplete', onRoute);
    return () => Router.events.off('routeChangeComplete', onRoute);
  }, [code]);
  if (!code) return null;
  return (
    <>
      <Script id="ga-loader" strategy="afterInteractive" nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(code)}`} />
      <Script id="ga-init" strategy="afterInteractive" nonce={nonce}>
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(code)});`}
      </Script>
    </>
  );
}
