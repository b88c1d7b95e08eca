// Content-Security-Policy in the browser: every `securitypolicyviolation` event a context's pages raise.
import type { BrowserContext } from 'playwright-core';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
    /** The directives that refused something on this page, in order (kept in the page too, to wait on). */
    __cspViolations?: string[];
  }
}

/**
 * Starts recording the policy violations of every page the context opens (before any of the page's own
 * scripts run) and answers the list it fills: one line per refused script, style, image or connection.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${new URL(page.url()).pathname}: ${text}`);
  });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(e.effectiveDirective);
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
      window.__reportCspViolation?.(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}${where}`);
    });
  });
  return violations;
}

/** The nonce a page response's policy allows scripts with, if any. */
export function policyNonce(policy: string | undefined): string | undefined {
  return /script-src[^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}
