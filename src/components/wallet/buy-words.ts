// The words of buying an item from the wallet, for buy-button.tsx and the timeline's plain unlock button: in a
// module of their own, since importing them from buy-button.tsx would load antd's Button with them.
export const BUY_FAILED = 'Could not complete the purchase, please try again';
export const WALLET_TOO_LOW_HINT = 'Your wallet balance is too low for this purchase.';
