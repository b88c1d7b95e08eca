// Inline scripts _document puts in <head>: they run before the first paint, before any bundle.
import { runtimeConfigScript, type RuntimeConfig } from '@/lib/runtime-config';

/** Applies the saved theme (localStorage `theme`, light otherwise; never the system preference). */
export const themeScript =
  "(function(){try{var t=localStorage.getItem('theme');if(t!=='dark'&&t!=='light')t='light';" +
  "var r=document.documentElement;r.setAttribute('data-theme',t);r.style.colorScheme=t;}catch(e){}})();";

/**
 * Gives the `<style>` elements that the page's scripts create the page's CSP nonce (the one this script was
 * served with). antd passes the nonce to its own style tags, but its helper library adds some without it
 * (the scroll-bar measurement of tables, the scroll lock of dialogs), and the policy would refuse those.
 * Trusting what trusted scripts create is what 'strict-dynamic' does for scripts; style blocks that arrive
 * as markup (an injection) never pass through createElement and still need the nonce.
 */
export const scriptStylesNonceScript =
  '(function(){var s=document.currentScript,n=s&&s.nonce;if(!n)return;var c=document.createElement;' +
  "document.createElement=function(){var e=c.apply(this,arguments);if(e.localName==='style')e.nonce=n;return e;};})();";

export function documentHeadScript(config: RuntimeConfig): string {
  return scriptStylesNonceScript + themeScript + runtimeConfigScript(config);
}
