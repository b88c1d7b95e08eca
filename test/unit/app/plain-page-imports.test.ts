// A profile (/[profileId]) and the performers directory render their first screen without antd's runtime: what
// the page module imports up front reaches none of antd's components, its ConfigProvider and theme hook, its
// icons' components or its style engine. Their dialogs, panels and rare states draw with antd, but load on demand
// (import(), next/dynamic), each bringing antd's theme along.
import { join } from 'node:path';
import { antdRuntimeOf, ROOT, staticPackages } from '../../helpers/static-imports';

describe.each(['pages/[profileId].tsx', 'pages/performers.tsx'])('the page %s', (page) => {
  const packages = staticPackages(join(ROOT, page));

  it('follows the imports it is meant to follow', () => {
    expect(packages.has('react')).toBe(true);
    expect(packages.has('next/dynamic') || packages.has('next/link')).toBe(true);
  });

  it("imports none of antd, its icons' runtime or its style engine up front", () => {
    expect(antdRuntimeOf(packages)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds antd behind a page that wears withAntdTheme', () => {
    const packages = staticPackages(join(ROOT, 'src/components/app/with-antd-theme.tsx'));
    expect(antdRuntimeOf(packages).map(([name]) => name)).toContain('antd');
  });
});
