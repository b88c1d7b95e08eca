// Moderation: a fan reports a new post of the demo performer ava; the demo admin finds it in the report
// queue with the post's words and its author, hides it in two presses, and a visitor no longer finds the
// post on ava's profile. Then a creator made for the journey is suspended from a report: their profile
// disappears, their open session ends, and the audit log holds the suspension and the decision.
import os from 'node:os';
import path from 'node:path';
import { api, apiLogin, apiRegisterFan, apiRegisterPerformer } from './support/api';
import { withScreenshot } from './support/browser';
import { makePng } from './support/files';
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

/** A performer registered and verified for this journey (journeys that change someone never touch the demo accounts). */
async function newCreator(): Promise<{ username: string; token: string }> {
  const username = `creator_${unique()}`;
  const password = 'Creator-pass-123';
  const dir = path.join(os.tmpdir(), 'fanstage-e2e-files');
  await apiRegisterPerformer(
    { username, name: 'Rex Moderated', password },
    { id: await makePng(dir, 'id.png', '#3355aa'), document: await makePng(dir, 'doc.png', '#aa5533') },
  );
  const token = await apiLogin(username, password);
  const me = await api.call<{ _id: string }>('GET', '/users/me', undefined, token);
  await api.call('POST', `/admin/performers/${me._id}/verify`, undefined, await apiLogin('admin', DEMO_PASSWORD));
  return { username, token };
}

test('from a report, an admin suspends the creator and hides the post: the profile disappears, the session ends, the audit log has both', async () => {
  const creator = await newCreator();
  const text = `Spam post ${unique()}`;
  const post = await api.call<{ _id: string }>('POST', '/performer/feeds', { type: 'text', text, access: 'free' }, creator.token);
  const fanName = `reporter${unique()}`;
  await apiRegisterFan(fanName, 'Journey-pass-123');
  await api.call('POST', '/reports', { target: 'feed', targetId: post._id, category: 'spam', description: 'Links to a scam shop in every post.' }, await apiLogin(fanName, 'Journey-pass-123'));

  const visitor = await openAs(browser());
  const creatorPage = await openAs(browser());
  const admin = await openAs(browser());
  try {
    await visitor.page.goto(`/${creator.username}`);
    await visitor.page.getByTestId('feed-card').filter({ hasText: text }).waitFor();
    await loginThroughPage(creatorPage.page, creator.username, 'Creator-pass-123');

    await withScreenshot(admin.page, 'moderation-suspend-author', async () => {
      await loginThroughPage(admin.page, 'admin');
      await admin.page.goto('/admin/reports');
      const row = admin.page.getByTestId('admin-report-row').filter({ hasText: text });
      await row.getByText('Links to a scam shop in every post.').waitFor();
      await expect(row.getByTestId('moderated-item-author').innerText()).resolves.toContain(`@${creator.username}`);
      await row.getByTestId('moderation-suspend').click();
      await admin.page.getByTestId('moderation-suspend-reason').fill('Selling a scam shop to fans.');
      await admin.page.getByTestId('moderation-suspend-confirm').click();
      await admin.page.getByText('Account suspended').first().waitFor();
      await row.getByTestId('moderation-hide').click();
      await admin.page.getByTestId('moderation-hide-confirm').click();
      await row.waitFor({ state: 'detached' });
    });

    await withScreenshot(visitor.page, 'moderation-profile-gone', async () => {
      const answer = await visitor.page.goto(`/${creator.username}`);
      expect(answer?.status()).toBe(404);
    });

    await withScreenshot(creatorPage.page, 'moderation-creator-logged-out', async () => {
      await creatorPage.page.goto('/creator/my-post');
      await creatorPage.page.waitForURL((url) => url.pathname === '/auth/login');
    });

    await withScreenshot(admin.page, 'moderation-audit-log', async () => {
      await admin.page.goto(`/admin/audit-log?q=${encodeURIComponent(creator.username)}`);
      await admin.page.locator('[data-testid^="audit-row-"][data-action="user.suspend"]').filter({ hasText: 'Selling a scam shop to fans.' }).waitFor();
      await admin.page.goto(`/admin/audit-log?q=${encodeURIComponent(post._id)}`);
      await admin.page.locator('[data-testid^="audit-row-"][data-action="report.resolve"]').filter({ hasText: 'hidden' }).waitFor();
    });
  } finally {
    await visitor.context.close();
    await creatorPage.context.close();
    await admin.context.close();
  }
});
