/**
 * Cookies that tell the server how to draw a page's HTML shell, the part painted before the JavaScript has run.
 * They hold no identity and no secret (the session token stays in localStorage); the web app keeps them in step
 * with what it knows, and without them the shell is drawn for a visitor in the light theme.
 */

/** "1" while this browser has a signed-in user: / and /assistant then leave out what only visitors see. */
export const SIGNED_IN_HINT_COOKIE = 'sanchay_signed_in';

/** "dark" while the user has chosen the dark theme: the shell is drawn dark too, with no light flash. */
export const COLOR_MODE_HINT_COOKIE = 'sanchay_color_mode';
