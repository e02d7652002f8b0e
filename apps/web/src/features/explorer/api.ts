import { ARRAY_META_HEADER, type ArrayViewMeta, type ArrayViewResponse, type JsExecResponse } from '@sanchay/core';
import { ApiError, apiFetch, apiRequest, NetworkError } from '../../lib/api';

export interface FetchedArrays {
  data: ArrayViewResponse;
  meta: ArrayViewMeta;
}

/**
 * GET /api/chat/arrayview?array_name=a,b: array name -> rows; the page facts come in a header. Like js_exec it
 * sends JSON headers and the session's bearer (spec 001 sections 6 and 7.1).
 */
export async function fetchArrays(
  names: readonly string[],
  country: string,
  signal?: AbortSignal,
  offset = 0,
): Promise<FetchedArrays> {
  const query = new URLSearchParams({ array_name: names.join(','), country });
  if (offset > 0) query.set('offset', String(offset));
  const response = await apiRequest(`/api/chat/arrayview?${query.toString()}`, {
    headers: { 'Content-Type': 'application/json' },
    signal,
  });
  const data = (await response.json()) as ArrayViewResponse;
  return { data, meta: parseMeta(response.headers.get(ARRAY_META_HEADER)) };
}

function parseMeta(header: string | null): ArrayViewMeta {
  try {
    return JSON.parse(header ?? '{}') as ArrayViewMeta;
  } catch {
    return {};
  }
}

/** POST /api/chat/js_exec {functionText, country, arrays}; the value is jsExecResponse.result.result. */
export async function executeFunction(
  functionText: string,
  country: string,
  arrays: readonly string[],
): Promise<JsExecResponse> {
  return apiFetch<JsExecResponse>('/api/chat/js_exec', {
    method: 'POST',
    body: JSON.stringify({ functionText, country, arrays }),
  });
}

/** What a failed call says to the person: the server's message, else a generic line. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
