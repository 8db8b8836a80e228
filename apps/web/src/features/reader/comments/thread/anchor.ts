/** The section's anchor: the sign-in link comes back to it. */
export const COMMENTS_ANCHOR = 'comments';
