// Banking tab: saved numbers are shown masked and never put back in the form; formats are checked before
// sending; the payout method needs a PayPal email when PayPal is chosen.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BankingForm, bankingRequestOf } from '@/components/creator/banking-form';
import { PayoutForm } from '@/components/creator/payout-form';
import type { MaskedBanking, OwnPerformer } from '@/contracts/performers';
import { lookupService } from '@/services/lookup.api';
import { fail, fakeApi, ok } from '../../helpers/fake-api';
import { renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { countryItem, ownPerformerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  api?.restore();
  lookupService.clear();
});

const masked: MaskedBanking = {
  accountHolderName: 'Luna Star',
  bankName: 'First Bank',
  bankCountry: 'US',
  accountNumber: '•••• 6789',
  routingNumber: '•••• 0021',
  swiftCode: '',
  updatedAt: '2024-02-01T00:00:00.000Z',
};

const unitedStates = countryItem('US', 'United States', '🇺🇸');
/** The API as the forms meet it: the country list answers (the saved details and the bank country read it). */
const bankingApi = (routes: Parameters<typeof fakeApi>[0] = {}) => fakeApi({ 'GET /countries/list': ok([unitedStates]), ...routes });

const performer = currentUserFactory({ isPerformer: true });
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const save = (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });

function renderBanking(profile: OwnPerformer) {
  const applied: OwnPerformer[] = [];
  const view = renderWithStore(<BankingForm performer={profile} apply={(p) => applied.push(p)} />, { user: performer });
  return { ...view, applied };
}

describe('bank details', () => {
  it('shows the saved details masked and leaves every number field empty', async () => {
    api = bankingApi();
    renderBanking(ownPerformerFactory({ banking: masked }));
    const saved = screen.getByTestId('creator-banking-saved');
    expect(await within(saved).findByText('First Bank, 🇺🇸 United States')).toBeInTheDocument();
    expect(within(saved).getByText('•••• 6789')).toBeInTheDocument();
    expect(within(saved).getByText('•••• 0021')).toBeInTheDocument();
    expect(screen.getByTestId('creator-banking-holder')).toHaveValue('Luna Star');
    expect(screen.getByTestId('creator-banking-account')).toHaveValue('');
    expect(screen.getByTestId('creator-banking-routing')).toHaveValue('');
  });

  it('refuses a bad account number, routing number and SWIFT code without calling the API', async () => {
    api = bankingApi();
    renderBanking(ownPerformerFactory({ banking: masked }));
    type('creator-banking-account', '12');
    type('creator-banking-routing', '12-34');
    type('creator-banking-swift', 'ABC');
    await save('creator-banking-save');

    expect(await screen.findByText('Account number (or IBAN) must be 4 to 34 letters and digits')).toBeInTheDocument();
    expect(screen.getByText('Routing number may contain digits only')).toBeInTheDocument();
    expect(screen.getByText('SWIFT/BIC must be 8 or 11 letters and digits')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('asks for every required field on a first save', async () => {
    api = bankingApi();
    renderBanking(ownPerformerFactory());
    await save('creator-banking-save');
    expect(await screen.findByText('Enter the account holder name')).toBeInTheDocument();
    expect(screen.getByText('Enter the bank name')).toBeInTheDocument();
    expect(screen.getByText('Choose the country of the bank')).toBeInTheDocument();
    expect(screen.getByText('Enter the account number or IBAN')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends the full details once, then shows only the masked answer', async () => {
    const answer = { ...masked, accountNumber: '•••• 4321', routingNumber: '', swiftCode: '•••• XXX' };
    api = bankingApi({ 'PUT /performers/banking-settings': ok(answer) });
    const { applied } = renderBanking(ownPerformerFactory({ banking: masked }));
    type('creator-banking-account', 'DE89 3704 0044 0532 0143 21');
    type('creator-banking-swift', 'deutdeffxxx');
    await save('creator-banking-save');

    await waitFor(() => expect(api!.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      accountHolderName: 'Luna Star',
      bankName: 'First Bank',
      bankCountry: 'US',
      accountNumber: 'DE89 3704 0044 0532 0143 21',
      routingNumber: '',
      swiftCode: 'DEUTDEFFXXX',
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(applied.at(-1)?.banking).toEqual(answer);
    await waitFor(() => expect(screen.getByTestId('creator-banking-account')).toHaveValue(''));
  });

  it('trims what is typed and upper-cases the SWIFT code', () => {
    expect(
      bankingRequestOf({
        accountHolderName: ' Luna ',
        bankName: ' Bank ',
        bankCountry: 'FR',
        accountNumber: ' 1234 ',
        routingNumber: ' ',
        swiftCode: ' bnpafrpp ',
      }),
    ).toEqual({ accountHolderName: 'Luna', bankName: 'Bank', bankCountry: 'FR', accountNumber: '1234', routingNumber: '', swiftCode: 'BNPAFRPP' });
  });
});

describe('payout method', () => {
  function renderPayout(profile: OwnPerformer) {
    const applied: OwnPerformer[] = [];
    const view = renderWithStore(<PayoutForm performer={profile} apply={(p) => applied.push(p)} />, { user: performer });
    return { ...view, applied };
  }

  const choosePaypal = () => fireEvent.click(within(screen.getByTestId('creator-payout-method')).getByText('PayPal'));

  it('asks for a valid PayPal email when PayPal is chosen', async () => {
    api = bankingApi();
    renderPayout(ownPerformerFactory({ banking: masked }));
    choosePaypal();
    await screen.findByTestId('creator-payout-paypal-email');
    type('creator-payout-paypal-email', 'not-an-email');
    await save('creator-payout-save');
    expect(await screen.findByText('Enter a valid PayPal email')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('saves PayPal with the email', async () => {
    api = bankingApi({ 'PUT /performers/payment-gateway-settings': ok({ payoutMethod: 'paypal', paypalEmail: 'luna@pay.example' }) });
    const { applied } = renderPayout(ownPerformerFactory());
    choosePaypal();
    await screen.findByTestId('creator-payout-paypal-email');
    type('creator-payout-paypal-email', 'luna@pay.example');
    await save('creator-payout-save');
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ payoutMethod: 'paypal', paypalEmail: 'luna@pay.example' });
    expect(applied.at(-1)?.paymentGateway).toEqual({ payoutMethod: 'paypal', paypalEmail: 'luna@pay.example' });
  });

  it("warns about missing bank details for bank transfer and shows the server's refusal", async () => {
    api = bankingApi({ 'PUT /performers/payment-gateway-settings': fail(422, 'Add your bank details before choosing bank transfer.') });
    renderPayout(ownPerformerFactory({ banking: null }));
    expect(screen.getByText('Add your bank details above before choosing bank transfer.')).toBeInTheDocument();
    await save('creator-payout-save');
    expect(await screen.findByText('Add your bank details before choosing bank transfer.')).toBeInTheDocument();
  });
});
