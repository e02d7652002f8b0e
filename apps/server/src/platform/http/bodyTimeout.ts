import type { FastifyInstance } from 'fastify';

const BODY = JSON.stringify({ error: 'request_timeout', message: 'The request body did not arrive in time.' });
const ANSWER = `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\nConnection: close\r\n\r\n${BODY}`;

/**
 * A request whose body has not fully arrived `timeoutMs` after its headers is answered 408 and its connection
 * closed. Node's own requestTimeout does not stop a client trickling its body (each byte keeps it going), so
 * one slow client could hold a connection and its parser forever. Requests whose body is in (every GET, every
 * stream being answered) are never touched.
 */
export function registerBodyTimeout(app: FastifyInstance, timeoutMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // A WebSocket upgrade has no body (and its message never "completes"): the socket is the socket's own.
    if (raw.headers.upgrade) return done();
    const timer = setTimeout(() => {
      // Only a real socket's request says whether its body is in (an injected one has no `complete`).
      if (raw.complete !== false || reply.sent || reply.raw.headersSent) return;
      request.log.info({ timeoutMs }, 'request body too slow: connection closed');
      raw.socket.end(ANSWER);
      raw.socket.destroySoon();
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    reply.raw.once('close', clear);
    done();
  });
}
