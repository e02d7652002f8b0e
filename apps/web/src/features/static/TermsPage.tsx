import { PRODUCT_NAME } from '@sanchay/core';
import { Page } from '../../components/Page';
import { NumberedSections } from './NumberedSections';

const SECTIONS = [
  {
    heading: 'Who runs this site',
    text: `${PRODUCT_NAME} is self-hostable software. These terms are between you and whoever operates this installation (the operator named on the Contact page). Signing in means you accept them.`,
  },
  {
    heading: 'Information, not advice',
    text: 'Prices, ratios, screens, backtests, dip alerts and the research assistant\'s answers are information for your own research. They are not investment, tax or legal advice, nor a recommendation to buy or sell any security. Decide for yourself, or with a registered adviser.',
  },
  {
    heading: 'Data can be late or wrong',
    text: 'Figures come from public sources (NSE, BSE, AMFI and others) loaded by the operator; each shows the date it is as of. Sources change, files are late and mistakes happen. Check a figure at its source before you act on it. Simulated prices are labelled as such.',
  },
  {
    heading: 'Orders are yours',
    text: `${PRODUCT_NAME} never places an order. A DipSIP alert or trade basket opens your broker with the order filled in; you review and place it there, under your broker's terms.`,
  },
  {
    heading: 'Your account',
    text: 'Keep your sign-in to yourself. What you save (chats, reports, watchlists, subscriptions, settings) is reachable by your account only, except a chat you choose to share by link. You can delete your chats and subscriptions at any time.',
  },
  {
    heading: 'Fair use',
    text: 'Do not try to break, overload or get around the limits of the service, or to reach other people\'s data. The operator may limit or close accounts that do.',
  },
  {
    heading: 'No warranty',
    text: 'The service is provided as is, without any warranty. To the extent the law allows, the operator is not liable for losses arising from its use or from decisions made with its information.',
  },
  {
    heading: 'Changes',
    text: 'The operator may change these terms; the changes will be posted on this page before they apply. Questions go to the address on the Contact page.',
  },
] as const;

/** Terms of Service (the footer's legal link). */
export default function TermsPage() {
  return (
    <Page title="Terms of Service" subtitle="The rules for using this site.">
      <NumberedSections sections={SECTIONS} />
    </Page>
  );
}
