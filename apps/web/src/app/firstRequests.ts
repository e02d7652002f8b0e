import type { QueryClient } from '@tanstack/react-query';
import { appConfigQuery } from '../features/config';
import { dataStatusQuery } from '../lib/dataStatus';
import { createQueryClient } from './AppProviders';

/**
 * The app's query cache, with the two requests every screen's top bar needs (the server's config and the data
 * status) already on their way. main.tsx calls this in a task of its own before the first render: the answers
 * arrive sooner, and starting them is no longer part of the first commit's effects (one long task on a phone).
 */
export function startFirstRequests(): QueryClient {
  const client = createQueryClient();
  void client.prefetchQuery(appConfigQuery);
  void client.prefetchQuery(dataStatusQuery);
  return client;
}
