// The not-found page's title, apart from its component: the profile page names it in the document title
// and loads the component (antd's Result with its pictures) only when it shows it.
export const PROFILE_NOT_FOUND = 'This profile does not exist';
