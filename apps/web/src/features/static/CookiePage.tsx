import { COLOR_MODE_HINT_COOKIE, PRODUCT_NAME, SIGNED_IN_HINT_COOKIE, STORAGE_KEYS } from '@sanchay/core';
import { Page } from '../../components/Page';
import { NumberedSections } from './NumberedSections';

const SECTIONS = [
  {
    heading: 'No tracking or advertising cookies',
    text: `${PRODUCT_NAME} sets no advertising, analytics or third-party tracking cookies.`,
  },
  {
    heading: 'Two small cookies for the first paint',
    text: `${SIGNED_IN_HINT_COOKIE}: says only that this browser has a signed-in session, so the top bar is drawn right before the page loads.\n${COLOR_MODE_HINT_COOKIE}: your light or dark choice, so the page does not flash in the other colours. Neither carries who you are. The first goes when you sign out; both go when you clear this site's data.`,
  },
  {
    heading: 'What this browser keeps',
    text: `Signed in, your browser's local storage keeps your session (${STORAGE_KEYS.authToken}), the sign-in provider's token (${STORAGE_KEYS.idToken}) and your name, email and picture (${STORAGE_KEYS.user}); also choices such as the market and the quote board. Session storage keeps the open chat (${STORAGE_KEYS.chatSessionId}). Signing out removes the session data.`,
  },
  {
    heading: 'Google sign-in',
    text: 'When this installation uses Google sign-in, the Sign in with Google button is served by Google, which may set its own cookies under its own policy. Installations without it use their own sign-in and no Google cookies.',
  },
  {
    heading: 'Your choice',
    text: "You can block or delete cookies and site data in your browser's settings. The site still works; you will need to sign in again, and the first paint may show the signed-out bar or the light colours for a moment.",
  },
] as const;

/** Cookie Policy (the footer's legal link): what the browser keeps, and why. */
export default function CookiePage() {
  return (
    <Page title="Cookie Policy" subtitle="What this site keeps in your browser, and why.">
      <NumberedSections sections={SECTIONS} />
    </Page>
  );
}
