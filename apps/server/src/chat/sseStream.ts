import type { ChatStreamItem } from '@sanchay/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An SSE answer on the raw response: headers go out at once (the first byte does not wait for the answer),
 * then one `data: {json}` line per item. `closed` turns true when the client goes away.
 */
export function openSse(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.flushHeaders();
  const controller = new AbortController();
  request.raw.on('close', () => {
    if (!raw.writableEnded) controller.abort();
  });
  return {
    signal: controller.signal,
    send(item: ChatStreamItem) {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`data: ${JSON.stringify(item)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
