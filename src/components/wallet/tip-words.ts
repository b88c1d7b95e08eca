// What the Tip button and its on-demand dialog share, apart from both so that neither imports the other.
export const TIP_FAILED = 'Could not send the tip, please try again';

/** The performer a tip goes to. */
export interface TipTarget {
  _id: string;
  name: string;
  username: string | null;
}
