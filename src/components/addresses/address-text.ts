// One address as the lines a person reads on a label, for the address book, the cart and orders.
import type { DeliveryAddress } from '@/contracts/orders';
import { countryName } from '@/components/common/countries';

export function addressLines(a: DeliveryAddress): string[] {
  const cityLine = [a.zipCode, a.city, a.state].filter(Boolean).join(' ');
  return [a.recipientName, a.streetAddress, cityLine, countryName(a.country), a.phone].filter(Boolean);
}

/** One line, for a picker option. */
export const addressSummary = (a: DeliveryAddress & { name?: string }): string =>
  [a.name, addressLines({ ...a, phone: '' }).join(', ')].filter(Boolean).join(': ');
