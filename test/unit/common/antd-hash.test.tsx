import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { theme } from 'antd';
import { AntdThemeProvider } from '@/components/app/antd-theme-provider';
import { THEME_NAMES } from '@/components/app/antd-theme';
import { ANTD_HASH, productionHash, useAntdHash } from '@/components/common/antd-hash';

function HashOf({ seen }: { seen: (hash: string) => void }) {
  seen(productionHash(theme.useToken().hashId));
  return null;
}

describe("antd's class hash", () => {
  it.each(THEME_NAMES)('is the one antd computes in the %s theme', (name) => {
    let hash = '';
    render(
      <AntdThemeProvider theme={name}>
        <HashOf seen={(h) => (hash = h)} />
      </AntdThemeProvider>,
    );
    expect(hash).toMatch(/^css-\w+$/);
    expect(hash).toBe(ANTD_HASH);
  });

  it('is the one the static stylesheet scopes its rules to', () => {
    const stylesheet = readFileSync(join(__dirname, '../../../styles/antd.css'), 'utf8');
    expect(stylesheet).toContain(`:where(.${ANTD_HASH}).ant-btn`);
    expect(new Set([...stylesheet.matchAll(/:where\(\.(css-\w+)\)/g)].map((m) => m[1]))).toEqual(new Set([ANTD_HASH]));
  });

  it('is what the hook gives', () => {
    let hash = '';
    function Probe() {
      hash = useAntdHash();
      return null;
    }
    render(<Probe />);
    expect(hash).toBe(ANTD_HASH);
  });

  it("names a development hash by its production name", () => {
    expect(productionHash('css-dev-only-do-not-override-abc12')).toBe('css-abc12');
    expect(productionHash('css-abc12')).toBe('css-abc12');
  });
});
