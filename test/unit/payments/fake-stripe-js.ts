// Stripe.js as the tests see it, behind loadStripe (the one boundary mocked): a card element that records
// being mounted, and confirm calls a test decides the answer of. A test file that imports this module mocks
// '@stripe/stripe-js/pure' itself (jest.mock is hoisted in the test file only); loadStripeMock is that mock,
// reset after each test.
import { loadStripe } from '@stripe/stripe-js/pure';

export const loadStripeMock = loadStripe as jest.MockedFunction<typeof loadStripe>;
afterEach(() => loadStripeMock.mockReset());

export interface FakeCardElement {
  mount: jest.Mock;
  on: jest.Mock;
  destroy: jest.Mock;
  /** Calls the element's change listener, as Stripe does while the fan types. */
  change(event: { complete: boolean; error?: { message: string } }): void;
}

export function fakeStripeJs() {
  const listeners: ((event: unknown) => void)[] = [];
  const card: FakeCardElement = {
    mount: jest.fn(),
    on: jest.fn((_name: string, listener: (event: unknown) => void) => listeners.push(listener)),
    destroy: jest.fn(),
    change: (event) => listeners.forEach((l) => l(event)),
  };
  const elements = { create: jest.fn(() => card) };
  return {
    card,
    elements,
    stripe: {
      elements: jest.fn(() => elements),
      confirmCardPayment: jest.fn(),
      confirmCardSetup: jest.fn(),
    },
  };
}
