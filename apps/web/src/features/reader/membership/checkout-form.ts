/**
 * The attributes the pricing page's forms carry for the plain script that sends them with the
 * reader's session (islands/plain/membership-checkout.ts): shared so neither side spells them.
 */
export const CHECKOUT_FORM_ATTRIBUTE = 'data-membership-checkout';
/** Where a failed checkout's sentence goes, inside the form. */
export const CHECKOUT_ERROR_ATTRIBUTE = 'data-checkout-error';
/** On the form: where a reader without a session is sent (the login page, back here after). */
export const CHECKOUT_LOGIN_ATTRIBUTE = 'data-login-href';
/** On the form: the sentence to show when the call fails without one of the server's own. */
export const CHECKOUT_FAILED_ATTRIBUTE = 'data-failed-text';

/** The classes that show an element only with (or only without) a session on a page of islands. */
export const SESSION_VISIBILITY = { signedIn: 'hn-signed-in', signedOut: 'hn-signed-out' } as const;
