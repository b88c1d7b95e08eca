// The page's CSP nonce in the browser: found on the scripts the page was served with, and put on the style
// tags antd adds at run time (a strict style-src refuses them otherwise).
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { AppProviders } from '@/components/app/app-providers';
import { documentNonce, nonceFromPolicy } from '@/lib/csp-nonce';

function servedWithNonce(nonce: string) {
  const script = document.createElement('script');
  script.setAttribute('nonce', nonce);
  script.type = 'application/json';
  document.head.append(script);
  return script;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('documentNonce', () => {
  it('is the nonce of the scripts the page was served with', () => {
    servedWithNonce('c2VydmVkLW5vbmNl');
    expect(documentNonce()).toBe('c2VydmVkLW5vbmNl');
  });

  it('reads the property when the browser has hidden the attribute', () => {
    const script = servedWithNonce('');
    script.nonce = 'aGlkZGVu';
    expect(documentNonce()).toBe('aGlkZGVu');
  });

  it('is undefined on a page served without one', () => {
    expect(documentNonce()).toBeUndefined();
  });
});

describe('nonceFromPolicy', () => {
  it("takes script-src's nonce, else default-src's, and nothing from a malformed source", () => {
    expect(nonceFromPolicy("default-src 'self'; script-src 'self' 'nonce-YWJj+/=' 'strict-dynamic'")).toBe('YWJj+/=');
    expect(nonceFromPolicy("default-src 'self' 'nonce-ZGVm'")).toBe('ZGVm');
    expect(nonceFromPolicy("script-src 'nonce-bad\"value'")).toBeUndefined();
    expect(nonceFromPolicy(undefined)).toBeUndefined();
  });
});

describe('antd under the page policy', () => {
  it('marks the style tags it injects with the nonce AppProviders is given', () => {
    render(
      <AppProviders theme="dark" nonce="YW50ZC1ub25jZQ==">
        <Button type="primary">Join</Button>
      </AppProviders>,
    );
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.nonce || style.getAttribute('nonce')).toBe('YW50ZC1ub25jZQ==');
  });
});
