// axe (the accessibility engine browsers' own audits use) on the pages visitors and fans see most, on the
// production build, in the light and the dark theme: no serious or critical violation of WCAG 2.2 A/AA
// (contrast, names of controls, links told apart from text, target sizes, ...).
//
// One rule is left out: meta-viewport, which fails any page whose viewport meta sets maximum-scale below 5.
// The site's viewport keeps maximum-scale=1 on purpose (phones must not zoom into form fields and the live
// chat when they take focus, which threw the layout off on small screens), and the text is sized for
// phones instead; axe would report that decision on every page and hide everything else it finds.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { apiLogin } from './support/api';
import { e2eState, newContext, withScreenshot } from './support/browser';
import { DEMO_PASSWORD, useBrowser } from './support/journey';

const browser = useBrowser();

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const EXCLUDED_RULES = ['meta-viewport'];

/** What a page must show before it is checked (its content, not a loading state). */
const PAGES: { path: string; ready: string; as?: 'fan1' | 'luna'; mobile?: boolean }[] = [
  { path: '/', ready: '[data-testid="landing-hero"]' },
  { path: '/auth/login', ready: '[data-testid="login-form"]' },
  { path: '/luna', ready: '[data-testid="profile-name"]' },
  { path: '/performers', ready: '[data-testid="performer-card"]' },
  { path: '/page/about-us', ready: '[data-testid="static-page"]' },
  // With the navigation rail (desktop) and the wallet and cart in the header.
  { path: '/home', ready: '[data-testid="timeline"]', as: 'fan1' },
  // On a phone: the bottom bar, and the suggestions between the posts.
  { path: '/home', ready: '[data-testid="bottom-bar"]', as: 'fan1', mobile: true },
  // A performer's rail and welcome card.
  { path: '/home', ready: '[data-testid="home-welcome"]', as: 'luna' },
];

/** One line per serious or critical violation: rule, impact and where. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).disableRules(EXCLUDED_RULES).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
  const cases = PAGES.map((p) => ({ ...p, who: `${p.as ?? 'a visitor'}${p.mobile ? ' on a phone' : ''}` }));
  test.each(cases)('$path ($who) has no serious or critical accessibility violation', async ({ path, ready, as, mobile }) => {
    const context = await newContext(browser(), { mobile });
    try {
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      if (as) await context.addCookies([{ name: 'token', value: await apiLogin(as, DEMO_PASSWORD), url: e2eState().baseUrl }]);
      const page = await context.newPage();
      await withScreenshot(page, `a11y-${theme}-${path}-${as ?? 'visitor'}${mobile ? '-phone' : ''}`, async () => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await page.locator(ready).first().waitFor();
        await page.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
        // antd's transitions (a fading card, a sliding tab bar) settle before colours are measured.
        await page.waitForLoadState('networkidle');
        expect({ path, theme, violations: await seriousViolations(page) }).toEqual({ path, theme, violations: [] });
      });
    } finally {
      await context.close();
    }
  });
});
