// The page's Content-Security-Policy nonce, where the code that needs it can find it. The server puts a
// fresh one in each page's policy (src/server/http/page-security.ts) and hands the policy to Next.js on the
// request too, as Next expects; _document reads it from there and marks the page's scripts and styles with
// it. In the browser, the scripts the page was served with carry it, and styles or scripts added later
// (antd's runtime styles, the analytics tag) need it to be allowed.

/** A nonce source in a policy: 'nonce-<base64>'. */
const NONCE_SOURCE = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/;

/** The nonce script-src allows in a Content-Security-Policy value, if any. */
export function nonceFromPolicy(policy: string | string[] | undefined): string | undefined {
  if (typeof policy !== 'string') return undefined;
  const directives = policy.split(';').map((d) => d.trim().split(/\s+/));
  const scripts = directives.find(([name]) => name === 'script-src') ?? directives.find(([name]) => name === 'default-src');
  for (const source of scripts?.slice(1) ?? []) {
    const match = NONCE_SOURCE.exec(source);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The nonce of the page in this browser tab (undefined on the server, and on a page served without one).
 * Browsers hide a nonce attribute's value once the page has loaded; the element's `nonce` property keeps it.
 */
export function documentNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}
