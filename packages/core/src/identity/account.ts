import { z } from 'zod';

/** The word a person types to confirm deleting their account. */
export const DELETE_ACCOUNT_WORD = 'DELETE';

/** DELETE /api/account: the body must carry the confirmation word, so no stray request deletes an account. */
export const deleteAccountBody = z.object({
  confirm: z.literal(DELETE_ACCOUNT_WORD, { error: `confirm must be "${DELETE_ACCOUNT_WORD}"` }),
});

/** What GET /api/account/export holds (one JSON file, the user's own rows only). */
export interface AccountExport {
  exportedAt: string;
  account: { email: string; name: string | null; createdAt: string; telegram: { username: string | null; linkedAt: string | null } | null };
  chats: Record<string, unknown>[];
  promptSchedules: Record<string, unknown>[];
  sharedChats: Record<string, unknown>[];
  dipSipSubscriptions: Record<string, unknown>[];
  watchList: Record<string, unknown>[];
  mutualFundPortfolio: Record<string, unknown>[];
  /** The portfolio's trades and the person's notes on its securities (docs/PORTFOLIO.md). */
  portfolioTrades: Record<string, unknown>[];
  portfolioSecurities: Record<string, unknown>[];
  configs: { key: string; value: string }[];
  notifications: Record<string, unknown>[];
  feedback: Record<string, unknown>[];
}

export const ACCOUNT_TEXT = {
  exportTitle: 'Export my data',
  exportText: 'Download everything Sanchay keeps for you as one JSON file: chats, saved prompts, DipSIP subscriptions, watch list, portfolio and settings.',
  exportButton: 'Download my data',
  deleteTitle: 'Delete my account',
  deleteText: 'Removes your account and everything linked to it (chats, subscriptions, watch list, portfolio, settings, alerts). This cannot be undone.',
  deleteButton: 'Delete my account',
  deleteConfirmTitle: 'Delete your account?',
  deleteConfirmLabel: `Type ${DELETE_ACCOUNT_WORD} to confirm`,
  deleteConfirmButton: 'Delete everything',
  deleted: 'Your account and its data were deleted.',
  failed: 'Could not do that. Please try again.',
  sessionsTitle: 'Signed-in devices',
  sessionsText: 'Signs you out on this device and on every other browser or phone where you signed in to Sanchay.',
  signOutEverywhereButton: 'Sign out everywhere',
} as const;
