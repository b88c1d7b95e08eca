// What the Report button, its on-demand dialog and the content report share, apart from all of them so that
// the button and the dialog never import each other.
export const REPORT_THANKS = 'Thanks, our moderators will look at it';
