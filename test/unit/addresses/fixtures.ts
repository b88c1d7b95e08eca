// Delivery addresses as the API answers them, for the address book, the cart and the order tests.
import type { Address } from '@/contracts/addresses';

export const ADDRESS_ID = '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** fan-1's default home address in Oakland, with whatever `overrides` change. */
export function addressFactory(overrides: Partial<Address> = {}): Address {
  return {
    _id: ADDRESS_ID,
    userId: 'fan-1',
    name: 'Home',
    recipientName: 'Fan One',
    phone: '',
    country: 'US',
    state: 'CA',
    city: 'Oakland',
    streetAddress: '1 Main St',
    zipCode: '94601',
    isDefault: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
