/** Feedback types of spec 000 section 3: stored as 0, 1, 2. */
export const FEEDBACK_TYPES = [
  { value: 0, label: 'Feedback' },
  { value: 1, label: 'Enhancement' },
  { value: 2, label: 'Bug' },
] as const;

export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['value'];

export const FEEDBACK_TEXT = {
  label: 'Your feedback',
  submit: 'Submit',
  rows: 4,
  success: 'Thank you for your feedback',
  failure: 'Sorry, there was an error submitting',
  noticeMs: 3000,
  maxLength: 5000,
} as const;
