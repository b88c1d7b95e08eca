// The payouts desk: a fan tips the demo performer ava, who asks to be paid by bank transfer; the demo admin
// reveals where the money goes, marks the payout paid with the transfer's reference, and finds both steps in
// the audit log, the reveal without the bank details.
import { api, apiLogin, apiRegisterFan } from './support/api';
import { withScreenshot } from './support/browser';
import { DEMO_PASSWORD, loginThroughPage, openAs, unique, useBrowser } from './support/journey';

const browser = useBrowser();
const ACCOUNT_NUMBER = `DE${Date.now()}`;
const BANK = { accountHolderName: 'Ava Stone', bankName: 'Demo Savings Bank', bankCountry: 'DE', accountNumber: ACCOUNT_NUMBER, routingNumber: '', swiftCode: 'DEMODEFF' };

/** A pending bank-transfer payout of ava's, paid for by a new fan's tip. */
async function avaAsksForPayout(): Promise<string> {
  const username = `tipper${unique()}`;
  await apiRegisterFan(username, 'Journey-pass-123');
  const fan = await apiLogin(username, 'Journey-pass-123');
  const { paymentId } = await api.call<{ paymentId: string }>('POST', '/payment/wallet/top-up', { amount: 100 }, fan);
  await api.call('POST', '/payment/sandbox/confirm', { paymentId, cardNumber: '4242424242424242' }, fan);
  const ava = await api.call<{ _id: string }>('GET', '/performers/ava');
  await api.call('POST', `/wallet/charges/tip/${ava._id}`, { amount: 90 }, fan);

  const token = await apiLogin('ava', DEMO_PASSWORD);
  await api.call('PUT', '/performers/banking-settings', BANK, token);
  const payout = await api.call<{ _id: string }>('POST', '/payout-requests', { amount: 60, paymentAccountType: 'bank_transfer' }, token);
  return payout._id;
}

test('an admin reveals where a payout goes, marks it paid with a reference and reads both in the audit log', async () => {
  const id = await avaAsksForPayout();
  const { context, page } = await openAs(browser());
  try {
    await loginThroughPage(page, 'admin');
    await withScreenshot(page, 'admin-payouts-reveal', async () => {
      await page.goto('/admin/payout-requests');
      await page.getByTestId(`admin-payout-approve-${id}`).click();
      await page.getByText('Payout approved: mark it paid once the money is sent.').waitFor();
      await page.goto('/admin/payout-requests?status=approved');
      const destination = page.getByTestId(`admin-payout-destination-${id}`);
      await expect(destination.innerText()).resolves.not.toContain(ACCOUNT_NUMBER);
      await page.getByTestId(`admin-payout-reveal-${id}`).click();
      await destination.getByText(ACCOUNT_NUMBER).waitFor();
      await expect(destination.innerText()).resolves.toContain('Demo Savings Bank (DE)');
    });

    await withScreenshot(page, 'admin-payouts-paid', async () => {
      await page.getByTestId(`admin-payout-paid-${id}`).click();
      await page.getByTestId('admin-payout-paid-reference').fill('SEPA-E2E-0042');
      await page.getByTestId(`admin-payout-paid-confirm-${id}`).click();
      await page.getByText('Payout marked paid.').waitFor();
    });

    await withScreenshot(page, 'admin-audit-log', async () => {
      await page.goto(`/admin/audit-log?targetType=payout&q=${encodeURIComponent('@ava')}`);
      const paid = page.locator('[data-testid^="audit-row-"][data-action="payout.paid"]').filter({ hasText: 'SEPA-E2E-0042' });
      await paid.waitFor();
      const reveal = page.locator('[data-testid^="audit-row-"][data-action="payout.reveal"]').first();
      await reveal.waitFor();
      await expect(reveal.innerText()).resolves.not.toContain(ACCOUNT_NUMBER);
      await paid.getByRole('button', { name: 'Details' }).click();
      await paid.getByText('approved').waitFor();
      await expect(paid.innerText()).resolves.toMatch(/status: approved\s*→\s*paid/);
    });
  } finally {
    await context.close();
  }
});
