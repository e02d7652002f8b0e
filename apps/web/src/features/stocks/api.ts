import type { ResearchAnswerWire, ResearchCatalogue, ResearchQueryErrorBody } from '@sanchay/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, NetworkError, postJson } from '../../lib/api';
import { getAuthToken } from '../../lib/session';

const UNREACHABLE = 'Could not reach the server. Check your connection.';

export const researchKeys = { catalogue: ['research', 'catalogue'] as const };

/** GET /api/research/metrics: the metric catalogue, sectors, indices and market-cap types. */
export function useResearchCatalogue() {
  return useQuery({
    queryKey: researchKeys.catalogue,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<ResearchCatalogue>('/api/research/metrics', { signal });
      } catch (error) {
        if (error instanceof ApiError) throw new Error(`The metric list could not be loaded (HTTP ${error.status}).`, { cause: error });
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** A query the server could not read: the message and where. */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly position: number | null,
    readonly suggestions: string[],
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** POST /api/research/screen */
export async function runScreenQuery(query: string): Promise<ResearchAnswerWire> {
  try {
    return await postJson<ResearchAnswerWire>('/api/research/screen', { query });
  } catch (error) {
    if (error instanceof NetworkError) throw new Error(UNREACHABLE, { cause: error });
    if (!(error instanceof ApiError)) throw error;
    const body = error.body as Partial<ResearchQueryErrorBody> | null;
    if (error.status === 400 && error.code === 'invalid_query') throw new QueryError(error.message, body?.position ?? null, body?.suggestions ?? [], { cause: error });
    throw new Error(error.code === 'http_error' ? `The screen failed (HTTP ${error.status}).` : error.message, { cause: error });
  }
}

export function useScreen() {
  return useMutation({ mutationFn: runScreenQuery });
}

/**
 * Saves a screen as a saved prompt of the assistant (the chat feature stores saved prompts):
 * POST /api/chat/savePrompt with the bearer token. Other failures read "Not authorized" (spec 000 section 6).
 */
export async function saveScreenPrompt(title: string, query: string): Promise<void> {
  if (!getAuthToken()) throw new Error('Sign in to save prompts.');
  try {
    await postJson<unknown>('/api/chat/savePrompt', { title, prompt: query });
  } catch (error) {
    if (error instanceof NetworkError) throw new Error(UNREACHABLE, { cause: error });
    // A query the engine cannot run, or bad input, says why; anything else reads "Not authorized".
    if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.code !== 'http_error') {
      throw new Error(error.message, { cause: error });
    }
    throw new Error('Not authorized', { cause: error });
  }
}
