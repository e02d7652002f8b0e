import {
  ARRAY_META_HEADER,
  type ApiErrorBody,
  type ArrayViewMeta,
  type ArrayViewResponse,
  type JsExecResponse,
} from '@sanchay/core';
import { ApiError, NetworkError } from '../../lib/api';
import { getAuthToken } from '../../lib/session';

/** Both explorer calls send JSON headers and the session bearer token (spec 001 sections 6 and 7.1). */
function headers(): HeadersInit {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Authorization: `Bearer ${getAuthToken() ?? ''}`,
  };
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: headers() });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    if (body && typeof body.error === 'string' && typeof body.message === 'string')
      throw new ApiError(response.status, body.error, body.message);
    throw new ApiError(response.status, 'http_error', `HTTP error! status: ${response.status}`);
  }
  return response;
}

export interface FetchedArrays {
  data: ArrayViewResponse;
  meta: ArrayViewMeta;
}

/** GET /api/chat/arrayview?array_name=a,b: array name -> rows; the page facts come in a header. */
export async function fetchArrays(
  names: readonly string[],
  country: string,
  signal?: AbortSignal,
  offset = 0,
): Promise<FetchedArrays> {
  const query = new URLSearchParams({ array_name: names.join(','), country });
  if (offset > 0) query.set('offset', String(offset));
  const response = await send(`/api/chat/arrayview?${query.toString()}`, { method: 'GET', signal });
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
  const response = await send('/api/chat/js_exec', {
    method: 'POST',
    body: JSON.stringify({ functionText, country, arrays }),
  });
  return (await response.json()) as JsExecResponse;
}

/** What a failed call says to the person: the server's message, else a generic line. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof NetworkError) return 'Could not reach the server. Check your connection and try again.';
  return 'Something went wrong. Please try again.';
}
