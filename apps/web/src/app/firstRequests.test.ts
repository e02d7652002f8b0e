import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfigQuery } from '../features/config';
import { dataStatusQuery } from '../lib/dataStatus';
import { json, mockFetch, TEST_CONFIG } from '../test/fetchMock';
import { startFirstRequests } from './firstRequests';

afterEach(() => vi.unstubAllGlobals());

describe('startFirstRequests', () => {
  it('asks for the config and the data status before anything renders, and caches the answers', async () => {
    const status = { sources: [] };
    const fetchMock = mockFetch({ '/api/data/status': () => json(status) });

    const client = startFirstRequests();

    expect(fetchMock.callsTo('/api/config')).toHaveLength(1);
    expect(fetchMock.callsTo('/api/data/status')).toHaveLength(1);
    await vi.waitFor(() => expect(client.getQueryData(appConfigQuery.queryKey)).toEqual(TEST_CONFIG));
    await vi.waitFor(() => expect(client.getQueryData(dataStatusQuery.queryKey)).toEqual(status));
  });

  it('leaves a failed request to the screen (no error escapes; the query holds it)', async () => {
    mockFetch({ '/api/data/status': () => json({ error: 'internal', message: 'boom' }, 500) });
    const client = startFirstRequests();
    await vi.waitFor(() => expect(client.getQueryState(dataStatusQuery.queryKey)?.status).toBe('error'));
  });
});
