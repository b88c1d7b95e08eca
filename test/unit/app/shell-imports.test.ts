// What every page loads (pages/_app.tsx and everything it imports up front) holds none of antd's code: antd's
// components and theme come with the pages that render them (withAntdTheme) and with what loads on demand (the
// account menu, the phone drawer, the toasts, the maintenance notice). This follows the shell's static imports
// through the source, as webpack does, and stops at import() and next/dynamic, which load later.
import { join } from 'node:path';
import { antdRuntimeOf, ROOT, staticPackages } from '../../helpers/static-imports';

describe('the app shell', () => {
  const packages = staticPackages(join(ROOT, 'pages/_app.tsx'));

  it('follows the imports it is meant to follow', () => {
    expect(packages.has('react-redux')).toBe(true);
    expect(packages.has('next/link')).toBe(true);
  });

  it("imports none of antd, its icons' runtime or its style engine", () => {
    // The header's icons are definitions of @ant-design/icons-svg (a name and an svg tree each, no code), which
    // the shell's own small renderers draw.
    const antd = antdRuntimeOf(packages, ['@ant-design/icons/es/components/Context']);
    expect(antd).toEqual([]);
  });
});
