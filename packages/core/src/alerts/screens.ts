import { z } from 'zod';

/**
 * Screen alerts (issue 38): a research query ("roe > 20 and pe < 15", any screen the research engine runs);
 * a company entering or leaving its results fires once per change. They count toward the person's
 * MAX_ALERTS_PER_USER with the company alerts.
 */
export const SCREEN_ALERT_QUERY_MAX = 300;

export const screenAlertInput = z.object({
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .min(1, 'query must not be empty: type a screen, e.g. roe > 20 and pe < 15')
    .max(SCREEN_ALERT_QUERY_MAX, `query must be at most ${SCREEN_ALERT_QUERY_MAX} characters`),
});
export type ScreenAlertInput = z.input<typeof screenAlertInput>;

export const SCREEN_ALERT_MESSAGES = {
  unreadable: (query: string, why: string) => `"${query}" does not read as a screen${why ? `: ${why}` : ''}. Try e.g. roe > 20 and pe < 15.`,
  notAScreen: (query: string) => `"${query}" is not a screen of companies (a screen filters companies, e.g. roe > 20 and pe < 15).`,
  notFound: 'No such screen alert.',
} as const;

/** A screen alert on the wire (GET /api/alerts/screens). */
export interface ScreenAlertView {
  id: string;
  query: string;
  /** How the research engine read the query. */
  description: string;
  status: 'active' | 'paused';
  /** Companies in the screen at the last evaluation (null before the first). */
  members: number | null;
  checkedAt: string | null;
  fireCount: number;
  lastFiredAt: string | null;
  createdAt: string;
}
