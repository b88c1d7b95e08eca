// Parts of heavy pages that load only when asked for: the creator account's tabs past the first, and Go live's
// panel for streaming software. Each must arrive and work when a performer opens it in the browser.
import type { Page } from 'playwright-core';
import { withScreenshot } from './support/browser';
import { loginThroughPage, usePagePerTest, useBrowser } from './support/journey';

const browser = useBrowser();
let page: Page;
usePagePerTest(browser, (opened) => ({ page } = opened));

test('a performer opens every account tab, each loaded when first opened', async () => {
  await withScreenshot(page, 'on-demand-account-tabs', async () => {
    await loginThroughPage(page, 'luna');
    await page.goto('/creator/account');
    const opens: [string, string][] = [
      ['documents', '[data-testid="creator-document-idVerification"]'],
      ['pricing', '[data-testid="creator-pricing-form"]'],
      ['banking', '[data-testid="creator-banking-saved"], [data-testid="creator-banking-form"]'],
      ['password', '[data-testid="account-password-form"]'],
      ['notifications', '[data-testid="notification-preferences"]'],
    ];
    for (const [tab, content] of opens) {
      await page.getByTestId(`creator-tab-${tab}`).click();
      await page.waitForURL(new RegExp(`tab=${tab}`));
      await page.locator(content).first().waitFor();
    }
  });
});

test('a performer choosing streaming software on Go live gets its panel', async () => {
  await withScreenshot(page, 'on-demand-obs-panel', async () => {
    await loginThroughPage(page, 'luna');
    await page.goto('/creator/live');
    await page.getByTestId('go-live-source-obs').click();
    // The site either takes broadcasts from streaming software (the instructions) or says it does not.
    await page.locator('[data-testid="obs-instructions"], [data-testid="obs-off"]').first().waitFor();
  });
});
