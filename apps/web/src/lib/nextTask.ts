/**
 * A promise that settles in a task of its own, after what is queued now: work split this way lets the browser
 * handle input and paint in between. A message to itself, not setTimeout, which waits at least 4 ms once nested
 * five deep.
 */
const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

export function nextTask(): Promise<void> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node (tests) keeps a process alive while a port listens; a browser has no unref.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  const port = channel.port2;
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
