/**
 * Research assistant texts, limits and fixed values (spec 000 sections 2, 3, 4, 5, 8 and 9).
 * Spec texts are exact; the web UI, the server and tests share them from here.
 */

export const CHAT_MAX_INPUT = 1000;
export const CHAT_AUTOCOMPLETE_MIN = 4;
export const CHAT_SIDEBAR_WIDTH = 300;
export const CHAT_ACTIVITY = 'capital_market_chat';
export const DEFAULT_CHAT_MODEL = 'reasoning_dseek';

/** Snackbar durations in ms (spec 000 section 9). */
export const CHAT_SNACKBAR_MS = { default: 3000, save: 4000, info: 10_000 } as const;

/** Saved results table: 5 rows per page; options 5, 10, 20 and all (-1). */
export const SAVED_RESULTS_PAGE_SIZES = [5, 10, 20, -1] as const;
export const SAVED_RESULTS_DEFAULT_PAGE_SIZE = 5;

export const CHAT_TEXT = {
  header: 'Capital Markets Research Agent',
  newChat: 'New Chat',
  datasetsPanel: 'Datasets to Deep Dive',
  howToQueryPanel: 'How to Query',
  savedPromptsPanel: 'Your Saved Prompts',
  you: 'You',
  assistant: 'Assistant',
  fetching: 'Fetching Your Response...',
  renameTitle: 'New Chat Name',
  savePromptTitle: 'Save Prompt',
  titleLabel: 'Title',
  removeReportTitle: 'Remove Report',
  removeReportConfirm: 'Prompt will remain, Saved Report will be deleted',
  saveAsReport: 'Save as Report',
  searchChats: 'Search chats',
  inputPlaceholder: 'Ask about companies, sectors, ratios... (Ctrl+Enter to send)',
  share: 'Share',
  rename: 'Rename',
  delete: 'Delete',
  run: 'Run',
  schedule: 'Schedule',
  selectSavedPrompt: 'Search or select a saved prompt',
  chats: 'Chats',
  /** Follows CHAT_MESSAGES.signInNeeded in the notice a visitor sees: "Sign In needed: sign in to ask…". */
  signInToAsk: 'sign in to ask the research agent and keep your chats.',
  signInToKeepChats: 'Sign in to keep your chats here.',
} as const;

export const CHAT_MESSAGES = {
  signInNeeded: 'Sign In needed',
  sessionNotFound: 'Chat session not found',
  notAuthorized: 'Not authorized',
  assistantFailed: 'Failed to get response from the assistant',
  savedAsReport: 'Saved as Report',
  removedReport: 'Removed Report',
  loadSavedFailed: 'Failed to load saved prompts',
  couldNotDelete: 'Could not Delete',
  runFailed: 'Failed to run prompt',
  noSavedPrompts: 'No saved prompts found',
  deleted: 'Deleted',
  promptExecuted: 'Prompt executed successfully',
  scheduleSaved: 'Schedule saved',
  scheduleRemoved: 'Schedule removed',
  renamed: 'Chat renamed',
  chatDeleted: 'Chat deleted',
} as const;

/** "How to Query" advice (spec 000 section 2). */
export const HOW_TO_QUERY = [
  'Be specific: name the measure, the comparison and the number, e.g. "companies with ROCE above 20% and debt to equity below 0.5".',
  'Use proper nouns: company names or symbols (Reliance Industries, TCS, HDFCBANK) and index names (NIFTY 50).',
  'Filter with sector (Banks, IT Services, Pharmaceuticals), market cap (Market Capitalization > 50000, in crores) and market-cap type (large cap, mid cap, small cap).',
  'Screener-style queries work too: Market Capitalization > 50000 AND Price to earning < 20.',
] as const;

/** "net_profit_margin" -> "Net Profit Margin" (saved results column titles, spec 000 section 3). */
export function columnTitle(key: string): string {
  return key
    .split('_')
    .filter((part) => part.length > 0)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
