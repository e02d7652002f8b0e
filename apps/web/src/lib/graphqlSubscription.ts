import { getAuthToken } from './session';
import type { GraphQLErrorItem, TypedDocument, Variables } from './graphql';

/**
 * GraphQL subscriptions over Server-Sent Events (graphql-yoga's SSE transport: POST /v1/graphql with
 * Accept: text/event-stream), on their own link as spec 000 section 7 says, with the section 8 retry rule:
 * after a dropped or failed connection it tries again up to 5 times, waiting 500 ms, then 1 s, 2 s, 4 s, 8 s.
 * A connection that delivered an event starts the count afresh. GraphQL errors (e.g. "Not authorized")
 * are reported, not retried.
 */
export const SUBSCRIPTION_RETRIES = 5;
export const SUBSCRIPTION_FIRST_DELAY_MS = 500;

/** The wait before retry number `attempt` (1-based): 500 ms doubling. */
export const subscriptionRetryDelay = (attempt: number) => SUBSCRIPTION_FIRST_DELAY_MS * 2 ** (attempt - 1);

export interface SubscriptionHandlers<TData> {
  onData(data: TData): void;
  /** GraphQL errors of the operation (no retry), or the last connection error after the retries ran out. */
  onError?(error: Error, errors?: readonly GraphQLErrorItem[]): void;
  /** Called when the retries are used up (the caller may fall back to polling). */
  onGiveUp?(): void;
  endpoint?: string;
  /** Tests: a clock that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the subscription; returns the function that ends it. */
export function subscribeGraphQL<TData, TVariables extends Variables>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables,
  handlers: SubscriptionHandlers<TData>,
): () => void {
  const controller = new AbortController();
  const sleep = handlers.sleep ?? wait;
  let stopped = false;
  /** Retries since the last event. */
  let attempt = 0;

  /** One connection: how it ended ('completed' by the server, 'dropped', 'refused' with GraphQL errors); throws when it could not open. */
  async function connect(): Promise<'completed' | 'dropped' | 'refused'> {
    const response = await fetch(handlers.endpoint ?? '/v1/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Authorization: `Bearer ${getAuthToken() ?? ''}` },
      body: JSON.stringify({ query: document.source, variables }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      throw new Error(`HTTP error! status: ${response.status}`);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'dropped';
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (event === 'complete') return 'completed';
        if (event !== 'next' || !data) continue;
        const payload = JSON.parse(data) as { data?: TData; errors?: GraphQLErrorItem[] };
        if (payload.errors?.length) {
          handlers.onError?.(new Error(payload.errors[0]!.message), payload.errors);
          return 'refused';
        }
        if (payload.data) {
          attempt = 0; // a working connection: the next drop gets all its retries again
          handlers.onData(payload.data);
        }
      }
    }
  }

  void (async () => {
    while (!stopped) {
      let outcome: 'completed' | 'dropped' | 'refused';
      let failure: Error | null = null;
      try {
        outcome = await connect();
      } catch (error) {
        if (stopped) return;
        outcome = 'dropped';
        failure = error instanceof Error ? error : new Error(String(error));
      }
      if (stopped || outcome !== 'dropped') return;
      attempt++;
      if (attempt > SUBSCRIPTION_RETRIES) {
        handlers.onError?.(failure ?? new Error('The subscription connection closed.'));
        handlers.onGiveUp?.();
        return;
      }
      await sleep(subscriptionRetryDelay(attempt));
    }
  })();

  return () => {
    stopped = true;
    controller.abort();
  };
}
