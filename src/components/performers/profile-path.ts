/** A profile's address: /{username}, or /{id} for an account without a username. */
export const profilePath = (user: { _id: string; username: string | null }) => `/${encodeURIComponent(user.username || user._id)}`;
