// The accounts desk: an admin finds a fan, opens the account and suspends it with a reason; the fan's open
// session ends (their next page is logged out) and their login is refused; the admin reactivates the account.
// The fan is registered for the journey: journeys that change someone never touch the demo accounts.
import type { Page } from 'playwright-core';
import { apiRegisterFan } from './support/api';
import { withScreenshot } from './support/browser';
import { loginThroughPage, openAs, unique, useBrowser } from './support/journey';

const browser = useBrowser();
const FAN_PASSWORD = 'Fan-pass-123';
/** The status tag on the account page (the list has one per row). */
const statusTag = (page: Page, status: string) => page.locator(`[data-testid="admin-account-profile"] [data-testid="admin-account-status"][data-status="${status}"]`);

test('an admin suspends a fan, who is logged out and refused, then reactivates the account', async () => {
  const fanName = `acct_${unique()}`;
  await apiRegisterFan(fanName, FAN_PASSWORD);
  const fan = await openAs(browser());
  const admin = await openAs(browser());
  try {
    await loginThroughPage(fan.page, fanName, FAN_PASSWORD);

    await withScreenshot(admin.page, 'accounts-suspend', async () => {
      await loginThroughPage(admin.page, 'admin');
      await admin.page.goto('/admin/users');
      await admin.page.getByTestId('admin-accounts-search').locator('input').fill(fanName);
      await admin.page.getByTestId('admin-accounts-search').locator('input').press('Enter');
      await admin.page.waitForURL(new RegExp(`q=${fanName}`));
      const row = admin.page.locator(`[data-testid="admin-account-row"][data-username="${fanName}"]`);
      await row.getByTestId('admin-account-open').click();
      await admin.page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
      await statusTag(admin.page, 'active').waitFor();

      await admin.page.getByTestId('admin-suspend').click();
      await admin.page.getByTestId('admin-suspend-reason').fill('Spam links in every comment.');
      await admin.page.getByTestId('admin-suspend-confirm').click();
      await statusTag(admin.page, 'suspended').waitFor();
      await admin.page.getByTestId('admin-account-suspended-reason').filter({ hasText: 'Spam links in every comment.' }).waitFor();
    });

    await withScreenshot(fan.page, 'accounts-fan-logged-out', async () => {
      // The session ended: an account page sends them to the login page, where their login is refused.
      await fan.page.goto('/user/account');
      await fan.page.waitForURL((url) => url.pathname === '/auth/login');
      await fan.page.getByTestId('login-username').fill(fanName);
      await fan.page.getByTestId('login-password').fill(FAN_PASSWORD);
      await fan.page.getByTestId('login-submit').click();
      await fan.page.getByText(/This account has been suspended/).first().waitFor();
    });

    await withScreenshot(admin.page, 'accounts-reactivate', async () => {
      await admin.page.getByTestId('admin-reactivate').click();
      await statusTag(admin.page, 'active').waitFor();
    });

    await withScreenshot(fan.page, 'accounts-fan-back', async () => {
      await loginThroughPage(fan.page, fanName, FAN_PASSWORD);
      expect(new URL(fan.page.url()).pathname).not.toBe('/auth/login');
    });
  } finally {
    await fan.context.close();
    await admin.context.close();
  }
});
