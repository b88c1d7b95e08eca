// Moderation: a fan reports a new post of the demo performer ava; the demo admin finds it in the report
// queue with the post's words and its author, hides it in two presses, and a visitor no longer finds the
// post on ava's profile.
import { api, apiLogin, apiRegisterFan } from './support/api';
import { withScreenshot } from './support/browser';
import { DEMO_PASSWORD, loginThroughPage, openAs, unique, useBrowser } from './support/journey';

const browser = useBrowser();

/** A new free post of ava's, reported by a new fan; answers the post's words. */
async function reportedPost(): Promise<string> {
  const text = `Post to moderate ${unique()}`;
  const ava = await apiLogin('ava', DEMO_PASSWORD);
  const post = await api.call<{ _id: string }>('POST', '/performer/feeds', { type: 'text', text, access: 'free' }, ava);
  const username = `reporter${unique()}`;
  await apiRegisterFan(username, 'Journey-pass-123');
  const fan = await apiLogin(username, 'Journey-pass-123');
  await api.call('POST', '/reports', { target: 'feed', targetId: post._id, category: 'spam', description: 'This post is an advert for another site.' }, fan);
  return text;
}

test('an admin hides a reported post from the queue and a visitor no longer finds it on the profile', async () => {
  const text = await reportedPost();
  const visitor = await openAs(browser());
  try {
    await visitor.page.goto('/ava');
    await visitor.page.getByTestId('feed-card').filter({ hasText: text }).waitFor();
  } finally {
    await visitor.context.close();
  }

  const { context, page } = await openAs(browser());
  try {
    await loginThroughPage(page, 'admin');
    await withScreenshot(page, 'admin-moderation-reports', async () => {
      await page.goto('/admin/reports');
      const row = page.getByTestId('admin-report-row').filter({ hasText: text });
      await row.waitFor();
      await row.getByText('This post is an advert for another site.').waitFor();
      await expect(row.getByTestId('moderated-item-author').innerText()).resolves.toContain('@ava');
      await row.getByTestId('moderation-hide').click();
      await page.getByTestId('moderation-hide-confirm').click();
      await page.getByText('Hidden', { exact: true }).first().waitFor();
      await row.waitFor({ state: 'detached' });
    });
  } finally {
    await context.close();
  }

  const after = await openAs(browser());
  try {
    await after.page.goto('/ava');
    await after.page.getByTestId('feed-card').first().waitFor();
    await expect(after.page.getByTestId('feed-card').filter({ hasText: text }).count()).resolves.toBe(0);
  } finally {
    await after.context.close();
  }
});
