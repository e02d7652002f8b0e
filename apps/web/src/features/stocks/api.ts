import type { ResearchAnswerWire, ResearchCatalogue, ResearchQueryErrorBody } from '@sanchay/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getAuthToken } from '../../lib/session';

export const researchKeys = { catalogue: ['research', 'catalogue'] as const };

/** GET /api/research/metrics: the metric catalogue, sectors, indices and market-cap types. */
export function useResearchCatalogue() {
  return useQuery({
    queryKey: researchKeys.catalogue,
    queryFn: async ({ signal }) => {
      const response = await fetch('/api/research/metrics', { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`The metric list could not be loaded (HTTP ${response.status}).`);
      return (await response.json()) as ResearchCatalogue;
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
  ) {
    super(message);
  }
}

/** POST /api/research/screen */
export async function runScreenQuery(query: string): Promise<ResearchAnswerWire> {
  let response: Response;
  try {
    response = await fetch('/api/research/screen', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query }),
    });
  } catch {
    throw new Error('Could not reach the server. Check your connection.');
  }
  const body = (await response.json().catch(() => null)) as (ResearchAnswerWire & Partial<ResearchQueryErrorBody>) | null;
  if (response.status === 400 && body?.error === 'invalid_query') throw new QueryError(body.message!, body.position ?? null, body.suggestions ?? []);
  if (!response.ok || !body) throw new Error((body as { message?: string } | null)?.message ?? `The screen failed (HTTP ${response.status}).`);
  return body;
}

export function useScreen() {
  return useMutation({ mutationFn: runScreenQuery });
}

/**
 * Saves a screen as a saved prompt of the assistant (the chat feature stores saved prompts):
 * POST /api/chat/savePrompt with the bearer token. Other failures read "Not authorized" (spec 000 section 6).
 */
export async function saveScreenPrompt(title: string, query: string): Promise<void> {
  const token = getAuthToken();
  if (!token) throw new Error('Sign in to save prompts.');
  const response = await fetch('/api/chat/savePrompt', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, prompt: query }),
  }).catch(() => null);
  if (!response) throw new Error('Could not reach the server. Check your connection.');
  if (response.status === 200 || response.status === 201) return;
  // A query the engine cannot run, or bad input, says why; anything else reads "Not authorized".
  if (response.status === 400 || response.status === 422) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (body?.message) throw new Error(body.message);
  }
  throw new Error('Not authorized');
}
