// The operators' dashboard: the demo admin opens /admin, reads the figures of the demo data's sales, changes the
// period, and sees both charts drawn, in the light and the dark theme.
import type { Page } from 'playwright-core';
import { withScreenshot } from './support/browser';
import { loginThroughPage, openAs, useBrowser } from './support/journey';

const browser = useBrowser();

async function chartsDrawn(page: Page) {
  await page.getByTestId('admin-dashboard-daily-chart').locator('canvas').waitFor();
  await page.getByTestId('admin-dashboard-kinds-chart').locator('canvas').waitFor();
}

test('an admin reads the dashboard, changes its period and sees the charts in both themes', async () => {
  const { context, page } = await openAs(browser());
  try {
    await loginThroughPage(page, 'admin');
    await withScreenshot(page, 'admin-dashboard', async () => {
      await page.goto('/admin');
      // The demo seed's tips are spread over the last weeks: the default 30 days hold some.
      const gross = page.getByTestId('admin-dashboard-figure-gross').locator('.ant-statistic-content-value');
      await gross.filter({ hasText: /\$[1-9]/ }).waitFor();
      await page.getByTestId('admin-dashboard-figure-revenue').locator('.ant-statistic-content-value').filter({ hasText: /\$[1-9]/ }).waitFor();
      await chartsDrawn(page);
      expect(await page.getByTestId('admin-dashboard-top-creator').count()).toBeGreaterThan(0);

      const thirtyDays = await page.getByTestId('admin-dashboard-range').textContent();
      await page.getByTestId('admin-dashboard-period').getByText('90 days').click();
      await page.getByTestId('admin-dashboard-range').filter({ hasNotText: thirtyDays ?? '' }).waitFor();
      await chartsDrawn(page);
    });

    await withScreenshot(page, 'admin-dashboard-dark', async () => {
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/admin');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await page.getByTestId('admin-dashboard-figure-gross').locator('.ant-statistic-content-value').filter({ hasText: /\$[1-9]/ }).waitFor();
      await chartsDrawn(page);
    });
  } finally {
    await context.close();
  }
});
