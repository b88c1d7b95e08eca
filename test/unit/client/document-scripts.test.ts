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
