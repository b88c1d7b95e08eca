// Pricing tab: prices within the site's limits with at most two decimals, the free trial only when the
// site offers it, the private shows' price per minute (switched off: null, not offered), and a save that sends
// the prices to PUT /performers/me.
import '../../helpers/browser-globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PricingForm } from '@/components/creator/pricing-form';
import { priceProblem, pricingBodyOf, privateShowPriceProblem } from '@/components/creator/pricing-rules';
import type { OwnPerformer } from '@/contracts/performers';
import { fail, fakeApi, ok, type FakeCall } from '../../helpers/fake-api';
import { initialState, loggedInState, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { ownPerformerFactory } from './fixtures';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => api?.restore());

const limits = { min: 2.95, max: 300 };

describe('price rules', () => {
  it('accepts prices inside the limits with up to two decimals', async () => {
    await expect(priceProblem(2.95, limits)).resolves.toBeNull();
    await expect(priceProblem(300, limits)).resolves.toBeNull();
    await expect(priceProblem(19.99, limits)).resolves.toBeNull();
  });

  it('names the limits for a price outside them', async () => {
    await expect(priceProblem(2.94, limits)).resolves.toBe('Prices must be between 2.95 and 300.00.');
    await expect(priceProblem(300.01, limits)).resolves.toBe('Prices must be between 2.95 and 300.00.');
  });

  it('refuses a missing price, a zero price and a third decimal', async () => {
    await expect(priceProblem(null, limits)).resolves.toBe('Enter a price.');
    await expect(priceProblem(0, limits)).resolves.toBe('Price must be more than 0');
    await expect(priceProblem(9.999, limits)).resolves.toBe('Price can have at most two decimals');
  });

  it('leaves the free-trial flag out when the site offers no trials', () => {
    const values = { monthlyPrice: 10, yearlyPrice: 100, isFreeSubscription: true, privateShowsOffered: false, privateShowPrice: null };
    expect(pricingBodyOf(values, true)).toEqual({ monthlyPrice: 10, yearlyPrice: 100, isFreeSubscription: true, privateShowPrice: null });
    expect(pricingBodyOf(values, false)).toEqual({ monthlyPrice: 10, yearlyPrice: 100, privateShowPrice: null });
  });

  it('sends the price per minute while private shows are on, and null (not offered) while they are off', () => {
    const values = { monthlyPrice: 10, yearlyPrice: 100, isFreeSubscription: false, privateShowsOffered: true, privateShowPrice: 2.5 };
    expect(pricingBodyOf(values, false).privateShowPrice).toBe(2.5);
    expect(pricingBodyOf({ ...values, privateShowsOffered: false }, false).privateShowPrice).toBeNull();
  });

  it('takes a price per minute above 0 with at most two decimals', () => {
    expect(privateShowPriceProblem(0.01)).toBeNull();
    expect(privateShowPriceProblem(2.5)).toBeNull();
    expect(privateShowPriceProblem(10_000)).toBeNull();
    expect(privateShowPriceProblem(null)).toBe('Enter a price per minute.');
    expect(privateShowPriceProblem(0)).toBe('The price per minute must be more than $0.00.');
    expect(privateShowPriceProblem(-1)).toBe('The price per minute must be more than $0.00.');
    expect(privateShowPriceProblem(1.999)).toBe('The price per minute can have at most two decimals.');
    expect(privateShowPriceProblem(10_000.01)).toBe('The price per minute can be at most $10,000.00.');
  });
});

function renderPricing(performer: OwnPerformer, settings: Partial<ReturnType<typeof initialState>['settings']> = {}) {
  const base = initialState();
  const state = loggedInState(currentUserFactory({ isPerformer: true }), { ...base, settings: { ...base.settings, ...settings } });
  const applied: OwnPerformer[] = [];
  const view = renderWithStore(<PricingForm performer={performer} apply={(p) => applied.push(p)} />, { state });
  return { ...view, applied };
}

const setPrice = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('pricing form', () => {
  it('refuses a price outside the site limits, naming them, without calling the API', async () => {
    api = fakeApi({});
    renderPricing(ownPerformerFactory(), { minimumSubscriptionPrice: 5, maximumSubscriptionPrice: 50 });
    expect(screen.getByTestId('creator-pricing-limits')).toHaveTextContent('Prices must be between 5.00 and 50.00.');

    setPrice('creator-pricing-monthly', '4.99');
    setPrice('creator-pricing-yearly', '51');
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });

    // One message under each field.
    expect(await screen.findAllByText('Prices must be between 5.00 and 50.00.')).toHaveLength(2);
    expect(api.calls).toHaveLength(0);
  });

  it('saves the prices and the free trial, then shows "Changes saved"', async () => {
    api = fakeApi({ 'PUT /performers/me': (call: FakeCall) => ok(ownPerformerFactory(call.body as Partial<OwnPerformer>)) });
    const { applied } = renderPricing(ownPerformerFactory(), { freeSubscriptionEnabled: true, freeSubscriptionDuration: 7 });
    expect(screen.getByText('New subscribers get 7 days free before the monthly price applies.')).toBeInTheDocument();

    setPrice('creator-pricing-monthly', '12.5');
    fireEvent.click(screen.getByTestId('creator-pricing-free-trial'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });

    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ monthlyPrice: 12.5, yearlyPrice: 99.95, isFreeSubscription: true, privateShowPrice: null });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(applied.at(-1)?.monthlyPrice).toBe(12.5);
  });

  it('hides the free trial when the site has it off and never sends it', async () => {
    api = fakeApi({ 'PUT /performers/me': ok(ownPerformerFactory()) });
    renderPricing(ownPerformerFactory({ isFreeSubscription: true }), { freeSubscriptionEnabled: false });
    expect(screen.queryByTestId('creator-pricing-free-trial')).toBeNull();
    expect(screen.getByText('The site does not offer free trials at the moment.')).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({ monthlyPrice: 9.95, yearlyPrice: 99.95, privateShowPrice: null });
  });

  it('switches private shows on with a price per minute, refusing a bad one first', async () => {
    api = fakeApi({ 'PUT /performers/me': (call: FakeCall) => ok(ownPerformerFactory(call.body as Partial<OwnPerformer>)) });
    const { applied } = renderPricing(ownPerformerFactory());
    // Off by default (the performer offers none): the price is not asked for.
    expect(screen.getByTestId('creator-pricing-private-switch')).not.toBeChecked();
    expect(screen.getByTestId('creator-pricing-private-price').closest('.ant-form-item')).toHaveClass('ant-form-item-hidden');

    fireEvent.click(screen.getByTestId('creator-pricing-private-switch'));
    await waitFor(() => expect(screen.getByTestId('creator-pricing-private-price').closest('.ant-form-item')).not.toHaveClass('ant-form-item-hidden'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });
    expect(await screen.findByText('Enter a price per minute.')).toBeInTheDocument();

    setPrice('creator-pricing-private-price', '1.999');
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });
    expect(await screen.findByText('The price per minute can have at most two decimals.')).toBeInTheDocument();

    setPrice('creator-pricing-private-price', '0');
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });
    expect(await screen.findByText('The price per minute must be more than $0.00.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    setPrice('creator-pricing-private-price', '2.5');
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(api.calls[0].body).toMatchObject({ privateShowPrice: 2.5 });
    expect(applied.at(-1)?.privateShowPrice).toBe(2.5);
  });

  it('switches private shows off by sending null, whatever price the field still holds', async () => {
    api = fakeApi({ 'PUT /performers/me': (call: FakeCall) => ok(ownPerformerFactory(call.body as Partial<OwnPerformer>)) });
    renderPricing(ownPerformerFactory({ privateShowPrice: 3 }));
    expect(screen.getByTestId('creator-pricing-private-switch')).toBeChecked();
    expect(screen.getByTestId('creator-pricing-private-price')).toHaveValue('3.00');

    fireEvent.click(screen.getByTestId('creator-pricing-private-switch'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(api.calls[0].body).toMatchObject({ privateShowPrice: null });
  });

  it("shows the server's refusal", async () => {
    api = fakeApi({ 'PUT /performers/me': fail(422, 'The monthly price must be between 2.95 and 300.') });
    const { applied } = renderPricing(ownPerformerFactory());
    await act(async () => {
      fireEvent.click(screen.getByTestId('creator-pricing-save'));
    });
    expect(await screen.findByText('The monthly price must be between 2.95 and 300.')).toBeInTheDocument();
    expect(applied).toHaveLength(0);
  });
});
