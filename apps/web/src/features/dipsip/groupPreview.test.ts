import { SUBSCRIPTIONS_GROUP } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import { GROUP_PREVIEW, previewGroups } from './groupPreview';

const group = (title: string, count: number) => ({ title, etfs: Array.from({ length: count }, (_, i) => `${title}-${i}`) });

describe('previewGroups', () => {
  it("cuts an index's group to its first cards until it is opened", () => {
    const [nifty] = previewGroups([group('NIFTY 50', 20)], new Set(), false);
    expect(nifty).toEqual({ title: 'NIFTY 50', etfs: ['NIFTY 50-0', 'NIFTY 50-1', 'NIFTY 50-2'], size: 20, hidden: 17 });
    const [opened] = previewGroups([group('NIFTY 50', 20)], new Set(['NIFTY 50']), false);
    expect(opened).toMatchObject({ size: 20, hidden: 0 });
    expect(opened!.etfs).toHaveLength(20);
  });

  it('keeps whole the subscriptions, a searched list and a group only one card longer than the preview', () => {
    const groups = [group(SUBSCRIPTIONS_GROUP, 9), group('NIFTY Bank', GROUP_PREVIEW + 1), group('NIFTY 50', 20)];
    expect(previewGroups(groups, new Set(), false).map((g) => [g.etfs.length, g.hidden])).toEqual([
      [9, 0],
      [GROUP_PREVIEW + 1, 0],
      [GROUP_PREVIEW, 20 - GROUP_PREVIEW],
    ]);
    expect(previewGroups(groups, new Set(), true).map((g) => [g.etfs.length, g.hidden])).toEqual([
      [9, 0],
      [GROUP_PREVIEW + 1, 0],
      [20, 0],
    ]);
  });
});
