/**
 * Publish/subscribe between the parts of the server, and (with a shared implementation) between instances:
 * GraphQL subscriptions listen here, and whatever changes their data publishes here. This is the in-process
 * implementation; a Redis or PostgreSQL LISTEN/NOTIFY one implements the same interface for scale-out.
 * Payloads must be JSON-serialisable so every implementation can carry them.
 */
export interface PubSub {
  publish(topic: string, payload: unknown): void;
  /** Calls `listener` for every later publish on `topic`; returns the function that stops it. */
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

export class InProcessPubSub implements PubSub {
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();

  publish(topic: string, payload: unknown): void {
    for (const listener of this.listeners.get(topic) ?? []) {
      try {
        listener(payload);
      } catch {
        // One failing listener must not stop the others.
      }
    }
  }

  subscribe(topic: string, listener: (payload: unknown) => void): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(topic);
    };
  }

  /** Listeners on a topic (tests). */
  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/**
 * An async iterator of "something happened" signals from a topic, for GraphQL subscription generators.
 * Signals arriving while the consumer is busy are coalesced into one (the consumer re-reads the state).
 */
export function topicSignals(pubsub: PubSub, topic: string): AsyncIterableIterator<void> & { return(): Promise<IteratorResult<void>> } {
  let pending = false;
  let done = false;
  let wake: (() => void) | null = null;
  const off = pubsub.subscribe(topic, () => {
    pending = true;
    wake?.();
  });
  const finish = async (): Promise<IteratorResult<void>> => {
    done = true;
    off();
    wake?.();
    return { value: undefined, done: true };
  };
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next(): Promise<IteratorResult<void>> {
      while (!pending && !done) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      if (done) return { value: undefined, done: true };
      pending = false;
      return { value: undefined, done: false };
    },
    return: finish,
  };
}
