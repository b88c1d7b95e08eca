// Prices arrive in currency units (9.95); the site has one currency, shown with its symbol.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 9.95 -> "$9.95". */
export const formatPrice = (amount: number): string => money.format(amount);
