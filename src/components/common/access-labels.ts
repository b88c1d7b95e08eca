// How each access level of a post, gallery or video reads. Kept in a file of its own so that cards showing
// the label (gallery-card.tsx) do not load the post composer, with its forms and date picker, into every page
// that lists them.
export const ACCESS_LABELS = { free: 'Free', subscribers: 'Subscribers', sale: 'For sale' } as const;
