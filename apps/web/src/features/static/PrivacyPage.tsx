import { PRODUCT_NAME } from '@sanchay/core';
import { Page } from '../../components/Page';
import { NumberedSections } from './NumberedSections';

/** The four points of spec 000 section 1. */
const SECTIONS = [
  {
    heading: 'Consent',
    text: `By accessing ${PRODUCT_NAME}, you consent to this privacy policy.`,
  },
  {
    heading: 'Information we collect',
    text: 'Non-personal data: usage data, referring sites, your platform and browser, clicks and preferences. Personal data: your name and email address, which we receive when you sign in.',
  },
  {
    heading: 'How we protect it',
    text: 'We take reasonable safeguards to protect your information. No method of transmission or storage is completely secure, so we cannot guarantee its absolute security.',
  },
  {
    heading: 'Changes to this policy',
    text: 'We may change this policy and our terms. When we do, we will inform users of the changes.',
  },
];

export default function PrivacyPage() {
  return (
    <Page title="Privacy Policy" subtitle="How we handle your information.">
      <NumberedSections sections={SECTIONS} />
    </Page>
  );
}
