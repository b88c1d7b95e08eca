import { documentHeadScript } from '@/components/app/document-scripts';
import { getRuntimeConfig } from '@/lib/runtime-config';

const config = { hashPasswordOnClient: true, googleClientId: 'gid', googleAuthUrl: 'https://example.test/auth', twitterEnabled: true };

describe('pre-paint head script', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    delete window.__FANSTAGE_CONFIG__;
  });

  it('applies a saved dark theme before the page paints and publishes the runtime config', () => {
    localStorage.setItem('theme', 'dark');
    new Function(documentHeadScript(config))();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('falls back to light for a missing or unknown value', () => {
    localStorage.setItem('theme', 'neon');
    new Function(documentHeadScript(config))();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});

describe('style tags the page scripts create', () => {
  /** Runs the head script the way the browser does: as a script element served with `nonce`. */
  function serveHeadScript(nonce: string) {
    const script = document.createElement('script');
    script.setAttribute('nonce', nonce);
    script.textContent = documentHeadScript(config);
    document.head.append(script);
    return script;
  }

  afterEach(() => {
    // The head script replaces createElement on the document itself: back to the prototype's.
    delete (document as { createElement?: unknown }).createElement;
    document.head.innerHTML = '';
  });

  it("get the page's nonce; other elements are left alone", () => {
    serveHeadScript('aGVhZC1ub25jZQ==');
    expect(document.createElement('style').nonce).toBe('aGVhZC1ub25jZQ==');
    expect(document.createElement('STYLE').nonce).toBe('aGVhZC1ub25jZQ==');
    expect(document.createElement('div').nonce || '').toBe('');
  });

  it('are left alone on a page served without a nonce', () => {
    serveHeadScript('');
    expect(document.createElement('style').nonce || '').toBe('');
  });

  it('never include style blocks that arrive as markup', () => {
    serveHeadScript('aGVhZC1ub25jZQ==');
    document.head.insertAdjacentHTML('beforeend', '<style id="injected">body { color: red }</style>');
    const injected = document.getElementById('injected') as HTMLStyleElement;
    expect(injected.nonce || injected.getAttribute('nonce') || '').toBe('');
  });
});
