// The plain elements' theme values are antd's own, in both themes: a changed antd default (or theme setting)
// shows here instead of as a page drawn a few pixels off.
import { render } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { THEME_NAMES } from '@/components/app/antd-theme';
import { antdThemeConfig } from '@/components/app/antd-theme-config';
import { cssVar, token } from '@/components/common/plain-tokens';

function antdValues(name: (typeof THEME_NAMES)[number]) {
  let seen: ReturnType<typeof theme.useToken> | undefined;
  function Read() {
    seen = theme.useToken();
    return null;
  }
  render(
    <ConfigProvider theme={{ ...antdThemeConfig(name), zeroRuntime: true }}>
      <Read />
    </ConfigProvider>,
  );
  return seen!;
}

describe('plain theme values', () => {
  it.each(THEME_NAMES)('are the sizes and colour variables antd gives in the %s theme', (name) => {
    const antd = antdValues(name);
    const sizes = Object.fromEntries(Object.keys(token).map((key) => [key, antd.token[key as keyof typeof antd.token]]));
    const colours = Object.fromEntries(Object.keys(cssVar).map((key) => [key, antd.cssVar[key as keyof typeof antd.cssVar]]));
    expect(sizes).toEqual(token);
    expect(colours).toEqual(cssVar);
  });
});
