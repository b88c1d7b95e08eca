// The console in the browser: the demo admin renames the site and adds a footer link, and the footer shows both;
// uploads a logo, which the header shows at once; writes a static page in Markdown, sees it in the preview,
// publishes it and opens it at /page/<slug>; finds the logo change and the page in the audit log, and removes
// the logo again. The site's name and menus are put back afterwards, for the other walks of the same server.
import os from 'node:os';
import path from 'node:path';
import { api, apiLogin } from './support/api';
import { withScreenshot } from './support/browser';
import { makePng } from './support/files';
import { DEMO_PASSWORD, loginThroughPage, openAs, unique, useBrowser } from './support/journey';

const browser = useBrowser();

test('an admin renames the site, adds a footer link, and publishes a Markdown page', async () => {
  const token = await apiLogin('admin', DEMO_PASSWORD);
  const before = await api.call<{ siteName: string; menus: unknown[]; logoUrl: string }>('GET', '/admin/settings', undefined, token);
  const logoFile = await makePng(path.join(os.tmpdir(), 'fanstage-e2e-files'), 'logo.png', '#e11d48');
  const name = `Stage ${unique()}`;
  const slug = `house-rules-${unique()}`;
  const { context, page } = await openAs(browser());
  try {
    await loginThroughPage(page, 'admin');
    await withScreenshot(page, 'admin-settings-console', async () => {
      await page.goto('/admin/settings');
      await page.getByTestId('admin-settings-siteName').fill(name);
      await page.getByRole('tab', { name: 'Menus' }).click();
      await page.getByTestId('admin-menu-add').click();
      const last = before.menus.length;
      await page.getByTestId(`admin-menu-${last}-title`).fill('Our rules');
      await page.getByTestId(`admin-menu-${last}-path`).fill(`/page/${slug}`);
      await page.getByTestId('admin-settings-save').click();
      await page.getByText('Changes saved').first().waitFor();
      const footer = page.locator('footer');
      await footer.getByText(name).waitFor();
      await footer.getByRole('link', { name: 'Our rules' }).waitFor();
    });

    await withScreenshot(page, 'admin-settings-logo', async () => {
      await page.getByRole('tab', { name: 'General' }).click();
      await page.getByTestId('admin-settings-file-logo-input').setInputFiles(logoFile);
      await page.getByText('Logo saved').first().waitFor();
      const uploaded = await page.getByTestId('admin-settings-file-logo-preview').getAttribute('src');
      expect(uploaded).toMatch(/^http.*\.(webp|png)/);
      await expect(page.locator('header').getByTestId('site-logo').getAttribute('src')).resolves.toBe(uploaded);
    });

    await withScreenshot(page, 'admin-pages-editor', async () => {
      await page.goto('/admin/pages');
      await page.getByTestId('admin-page-create').click();
      await page.getByTestId('admin-page-title').fill('House rules');
      await page.getByTestId('admin-page-slug').fill(slug);
      await page.getByTestId('admin-page-content').fill('## Be kind\n\nNo **spam**, ever.\n\n- one\n- two\n\n<script>window.hacked = 1</script>');
      const preview = page.getByTestId('admin-page-preview');
      await preview.locator('h2', { hasText: 'Be kind' }).waitFor();
      await preview.locator('strong', { hasText: 'spam' }).waitFor();
      await preview.getByText('<script>window.hacked = 1</script>').waitFor();
      await page.getByTestId('admin-page-status').getByText('Published').click();
      await page.getByTestId('admin-page-save').click();
      await page.getByTestId('admin-page-open').waitFor();
      await page.getByTestId('admin-page-open').click();
      await page.waitForURL(`**/page/${slug}`);
      await page.getByTestId('static-page-title').getByText('House rules').waitFor();
      await page.getByTestId('static-page-content').locator('strong', { hasText: 'spam' }).waitFor();
      await expect(page.evaluate(() => (window as { hacked?: number }).hacked)).resolves.toBeUndefined();
    });

    await withScreenshot(page, 'admin-settings-audit', async () => {
      await page.goto(`/admin/audit-log?q=${slug}`);
      await page.locator('[data-testid^="audit-row-"][data-action="page.create"]').filter({ hasText: slug }).waitFor();
      await page.goto('/admin/audit-log?q=logoUrl');
      await page.locator('[data-testid^="audit-row-"][data-action="settings.update"]').first().waitFor();
    });

    await withScreenshot(page, 'admin-settings-logo-removed', async () => {
      await page.goto('/admin/settings');
      await page.getByTestId('admin-settings-file-logo-remove').click();
      await page.getByText('Logo removed').first().waitFor();
      await expect(page.locator('header').getByTestId('site-logo').getAttribute('src')).resolves.toBe('/static/logo.svg');
    });
  } finally {
    await context.close();
    await api.call('PUT', '/admin/settings', { siteName: before.siteName, menus: before.menus, logoUrl: before.logoUrl }, token);
    const pages = await api.call<{ data: { _id: string; slug: string }[] }>('GET', `/admin/pages?q=${slug}`, undefined, token);
    for (const made of pages.data.filter((p) => p.slug === slug)) await api.call('DELETE', `/admin/pages/${made._id}`, undefined, token);
  }
});
