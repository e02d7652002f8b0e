/**
 * The browser-facing side of live data (issue 5): one WebSocket at /ws/market, topics per thing on screen.
 *
 * Wire protocol (JSON text frames):
 *   client -> server  {"op":"subscribe","topics":["tick:256265","chain:NIFTY:2026-11-26"]}
 *                     {"op":"unsubscribe","topics":[...]}      {"op":"ping"}
 *   server -> client  {"topic":"tick:256265","data":<payload>,"sentAt":<epoch ms>}
 *                     {"topic":"error","data":{"message":"..."}}   {"topic":"pong","data":null,"sentAt":...}
 * A new subscriber first receives the topic's snapshot (if the source has one), then every publish.
 *
 * Topics are namespaced by prefix; each prefix has one TopicSource that starts producing when the first
 * browser subscribes to a topic and stops when the last one leaves. The live feed module registers
 * "tick:" (a Tick per instrument token) and "candles:"/"breadth:" as it needs; derivatives registers
 * "chain:" and "futures:".
 */
export interface TopicSource {
  /** The first subscriber arrived: begin producing data for this topic. Throw an AppError for an unknown topic. */
  start(topic: string): void | Promise<void>;
  /** The last subscriber left. */
  stop(topic: string): void;
  /** What a new subscriber sees at once (latest state), or null. */
  snapshot(topic: string): unknown | null;
}

export interface MarketHub {
  registerSource(prefix: string, source: TopicSource): void;
  /** Sends data to every subscriber of the topic (serialised once per publish). */
  publish(topic: string, data: unknown): void;
  subscriberCount(topic: string): number;
}
