// What the payout pages share without the list's table: the create page imports these alone, so it loads no
// table code.
export const ONE_PENDING_REASON = 'You have a payout request waiting for review. Edit or cancel it before asking for another.';

export const payoutPath = (id: string) => `/creator/payout-request/${encodeURIComponent(id)}`;
