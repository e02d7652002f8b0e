import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API (tests only), speaking its wire format: POST /bot<token>/sendMessage
 * with JSON, answering {ok:true,result:{message_id,...}} or {ok:false,error_code,description,parameters}.
 * `respond` decides each answer (default: success); `down` makes it refuse connections' answers with 502.
 */
export interface FakeBotApiMessage {
  chat_id: string | number;
  text: string;
  parse_mode?: string;
  reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
}

export type FakeAnswer = { status: number; body: unknown } | 'destroy';

export interface FakeBotApi {
  apiBase: string;
  token: string;
  /** Every sendMessage request received (including refused ones). */
  requests: FakeBotApiMessage[];
  /** Messages answered with ok:true. */
  delivered: FakeBotApiMessage[];
  respond: (message: FakeBotApiMessage, index: number) => FakeAnswer | Promise<FakeAnswer>;
  close(): Promise<void>;
}

export const botOk = (messageId: number): FakeAnswer => ({
  status: 200,
  body: { ok: true, result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: {}, text: '' } },
});
export const botError = (status: number, description: string, parameters?: Record<string, unknown>): FakeAnswer => ({
  status,
  body: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
});

export async function startFakeBotApi(token = '123456:TEST-fake-bot-token'): Promise<FakeBotApi> {
  let nextId = 1000;
  const fake: FakeBotApi = {
    apiBase: '',
    token,
    requests: [],
    delivered: [],
    respond: () => botOk(nextId++),
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || req.url !== `/bot${token}/sendMessage`) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
          return;
        }
        let message: FakeBotApiMessage;
        try {
          message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeBotApiMessage;
        } catch {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: invalid JSON' }));
          return;
        }
        const index = fake.requests.push(message) - 1;
        const answer = await fake.respond(message, index);
        if (answer === 'destroy') {
          req.socket.destroy();
          return;
        }
        const body = answer.body as { ok?: boolean; result?: { message_id?: number } };
        if (body.ok) {
          if (body.result) body.result.message_id ??= nextId++;
          fake.delivered.push(message);
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
