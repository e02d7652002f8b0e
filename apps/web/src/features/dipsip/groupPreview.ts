import { SUBSCRIPTIONS_GROUP } from '@sanchay/core';

/** Cards a group of one index's ETFs shows until it is opened: its most popular (subscribers, then traded value). */
export const GROUP_PREVIEW = 3;

export interface ShownGroup<T> {
  title: string;
  /** The cards drawn. */
  etfs: T[];
  /** The group's ETFs, drawn or not. */
  size: number;
  /** The cards left out until the group is opened (its "Show all" button shows while there are any). */
  hidden: number;
}

/**
 * The groups as the board draws them: each index's group cut to its first GROUP_PREVIEW cards until the visitor
 * opens it (a board of every ETF was 14,000 px tall on a laptop). Whole while a search narrows the list, for the
 * visitor's own subscriptions, and where only one card would be left out. An opened group stays open: closing one
 * from its end would leave the visitor far below it, among other groups.
 */
export function previewGroups<T>(groups: readonly { title: string; etfs: T[] }[], opened: ReadonlySet<string>, searching: boolean): ShownGroup<T>[] {
  return groups.map(({ title, etfs }) => {
    const cut = !searching && title !== SUBSCRIPTIONS_GROUP && etfs.length > GROUP_PREVIEW + 1 && !opened.has(title);
    const shown = cut ? etfs.slice(0, GROUP_PREVIEW) : etfs;
    return { title, etfs: shown, size: etfs.length, hidden: etfs.length - shown.length };
  });
}
