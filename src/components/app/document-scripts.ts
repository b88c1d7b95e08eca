// Inline scripts _document puts in <head>: they run before the first paint, before any bundle.
import { runtimeConfigScript, type RuntimeConfig } from '@/lib/runtime-config';

/** Applies the saved theme (localStorage `theme`, light otherwise; never the system preference). */
export const themeScript =
  "(function(){try{var t=localStorage.getItem('theme');if(t!=='dark'&&t!=='light')t='light';" +
  "var r=document.documentElement;r.setAttribute('data-theme',t);r.style.colorScheme=t;}catch(e){}})();";

export function documentHeadScript(config: RuntimeConfig): string {
  return themeScript + runtimeConfigScript(config);
}
