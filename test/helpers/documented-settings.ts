// The site settings' defaults as docs/product.md ("Constants and limits") gives them. Written out here rather than
// imported from the contract, so the tests that use them (the API's public settings, the client's initial state)
// check the code against the documentation.
export const DOCUMENTED_SETTING_DEFAULTS = {
  requireEmailVerification: false,
  stripePublishableKey: '',
  paymentGateway: 'stripe',
  freeSubscriptionEnabled: true,
  freeSubscriptionDuration: 1,
  minimumSubscriptionPrice: 2.95,
  maximumSubscriptionPrice: 300,
  minimumWalletPrice: 2.95,
  maximumWalletPrice: 300,
  minimumTipPrice: 10,
  maximumTipPrice: 10000,
  minimumPayoutAmount: 50,
};
