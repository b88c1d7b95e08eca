// Hydration in a real browser, on the production build: the layouts' regions (src/layouts/hydrate-later.tsx)
// hydrate after the shell without a mismatch and without showing a fallback, logged in and out, in both
// themes, on a phone and a desktop; antd's style runtime is off in the browser, so popups, dialogs and
// notices must get every style from the stylesheet; socket.io-client and the footer's pages are not fetched
// for a visitor.
import type { BrowserContext, Page } from 'playwright-core';
import { withScreenshot } from './support/browser';
import { loginThroughPage, openAs, useBrowser } from './support/journey';

const browser = useBrowser();

/** What the page logged as errors or warnings, and the scripts and API calls it made. */
function watch(page: Page) {
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
  return { problems, requests };
}

/** Every region's server-rendered element has been adopted by React (a hydrated node carries its fiber). */
const regionsHydrated = (page: Page) =>
  page.waitForFunction(() => {
    const regions = [...document.querySelectorAll('header.fs-header, main > *, footer, [data-testid="side-rail"], [data-testid="bottom-bar"], .fs-public-top > *')];
    return regions.length > 0 && regions.every((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
  });

/**
 * Gives the context fan1's session. The file logs in through the page once and hands the cookies to later
 * contexts: the log-in route allows 10 attempts a minute per address and account, which a file logging fan1
 * in for every test (and the other files' journeys in the same minute) would reach.
 */
let fan1Cookies: Awaited<ReturnType<BrowserContext['cookies']>> | undefined;
async function loggedInState(context: BrowserContext) {
  if (!fan1Cookies) {
    const page = await context.newPage();
    await loginThroughPage(page, 'fan1');
    await page.close();
    fan1Cookies = await context.cookies();
    return;
  }
  await context.addCookies(fan1Cookies);
}

const pages = ['/', '/auth/login', '/luna', '/performers', '/home'];

describe.each([
  { device: 'phone', mobile: true },
  { device: 'desktop', mobile: false },
])('on a $device', ({ mobile }) => {
  it.each([
    { who: 'a visitor', theme: 'light' },
    { who: 'a visitor', theme: 'dark' },
    { who: 'fan1', theme: 'light' },
    { who: 'fan1', theme: 'dark' },
  ])('$who in the $theme theme: every region hydrates, nothing mismatches or suspends', async ({ who, theme }) => {
    const { context, page } = await openAs(browser(), { mobile });
    await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
    try {
      if (who === 'fan1') await loggedInState(context);
      const { problems, requests } = watch(page);
      await withScreenshot(page, `hydration-${who}-${theme}-${mobile ? 'phone' : 'desktop'}`, async () => {
        for (const path of pages) {
          // /auth/login sends a logged-in fan on; /home sends a visitor to the login page.
          await page.goto(path);
          await regionsHydrated(page);
          await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
          // A region that suspended in the browser would have been emptied for its (empty) fallback.
          expect(await page.locator('main').first().innerText()).not.toBe('');
        }
        expect(problems).toEqual([]);
        expect(requests.filter((r) => r.startsWith('/api/posts/search'))).toEqual([]);
        if (who === 'a visitor') expect(requests.filter((r) => r.includes('socket.io'))).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
});

test('a logged-in fan gets the realtime socket once the page is idle', async () => {
  const { context, page } = await openAs(browser());
  try {
    await loggedInState(context);
    await page.goto('/home');
    // socket.io tries the websocket transport first.
    await page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
  } finally {
    await context.close();
  }
});

/** Sum of the red, green and blue of a computed colour: above ~600 light, below ~200 dark. */
const brightness = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0);

/** The computed styles that show an antd popup is styled: placed, shadowed, with its theme's background. */
const popupLook = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { position: style.position, shadow: style.boxShadow !== 'none', background: style.backgroundColor, radius: style.borderTopLeftRadius };
  });

it.each(['light', 'dark'])('antd popups, dialogs and notices have their styles without antd\'s runtime (%s theme)', async (theme) => {
  const { context, page } = await openAs(browser());
  await context.addInitScript((saved) => localStorage.setItem('theme', saved), theme);
  const light = theme === 'light';
  try {
    await withScreenshot(page, `popups-${theme}`, async () => {
      await page.goto('/performers');
      await regionsHydrated(page);
      // A select's dropdown.
      await page.getByTestId('performer-sort').click();
      await page.locator('.ant-select-dropdown').first().waitFor();
      const dropdown = await popupLook(page, '.ant-select-dropdown');
      expect(dropdown.position).toBe('absolute');
      expect(dropdown.shadow).toBe(true);
      expect(brightness(dropdown.background) > 600).toBe(light);
      await page.keyboard.press('Escape');

      // A notice: the log-in form's answer to a wrong password.
      await page.goto('/auth/login');
      await regionsHydrated(page);
      await page.getByTestId('login-username').fill('fan1');
      await page.getByTestId('login-password').fill('not-the-password');
      await page.getByTestId('login-submit').click();
      const notice = page.locator('.ant-message-notice').first();
      await notice.waitFor();
      // It fades in.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.ant-message-notice')!).opacity === '1');
      const noticeLook = await notice.evaluate((el) => ({ shadow: getComputedStyle(el).boxShadow !== 'none', background: getComputedStyle(el).backgroundColor }));
      expect(noticeLook.shadow).toBe(true);
      expect(brightness(noticeLook.background) > 600).toBe(light);

      // A dropdown menu and a dialog, logged in.
      await loginThroughPage(page, 'fan1');
      await page.goto('/luna');
      await regionsHydrated(page);
      await page.getByTestId('user-menu').click();
      await page.locator('.ant-dropdown-menu').first().waitFor();
      const menu = await popupLook(page, '.ant-dropdown-menu');
      expect((await popupLook(page, '.ant-dropdown')).position).toBe('absolute');
      expect(menu.radius).toBe('8px');
      expect(brightness(menu.background) > 600).toBe(light);
      await page.keyboard.press('Escape');
      await page.getByTestId('profile-tip').click();
      await page.locator('.ant-modal-container').first().waitFor();
      const dialog = await popupLook(page, '.ant-modal-container');
      expect(dialog.shadow).toBe(true);
      expect(dialog.radius).toBe('8px');
      expect(brightness(dialog.background) > 600).toBe(light);
      const mask = await page.locator('.ant-modal-mask').first().evaluate((el) => getComputedStyle(el).position);
      expect(mask).toBe('fixed');
    });
  } finally {
    await context.close();
  }
});
