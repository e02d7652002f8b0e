/**
 * A minimal Telegram Bot API client (https://core.telegram.org/bots/api#sendmessage): POST
 * {base}/bot{token}/sendMessage with JSON; answers {ok:true,result:{message_id}} or
 * {ok:false,error_code,description,parameters:{retry_after}}. Outcomes are classified for the outbox:
 * sent, retry_after (429), transient (5xx, network, timeout: retry with backoff), permanent (other 4xx).
 */
export type SendOutcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'retry_after'; retryAfterSeconds: number; error: string }
  | { kind: 'transient'; error: string }
  | { kind: 'permanent'; error: string };

export interface SendMessageInput {
  chatId: string;
  /** HTML (parse_mode HTML): escape user-visible values with escapeHtml. */
  html: string;
  /** An inline keyboard URL button under the message. */
  button?: { text: string; url: string };
}

export interface BotApiClient {
  sendMessage(input: SendMessageInput): Promise<SendOutcome>;
}

export interface BotApiOptions {
  token: string;
  apiBase: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

interface BotApiAnswer {
  ok?: boolean;
  result?: { message_id?: number };
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

export function createBotApiClient(options: BotApiOptions): BotApiClient {
  const base = options.apiBase.replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async sendMessage(input) {
      const body: Record<string, unknown> = {
        chat_id: input.chatId,
        text: input.html,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      };
      if (input.button) body.reply_markup = { inline_keyboard: [[{ text: input.button.text, url: input.button.url }]] };
      let response: Response;
      try {
        response = await fetchImpl(`${base}/bot${options.token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        // Never log the URL: it carries the token.
        return { kind: 'transient', error: `network: ${(error as Error).name}: ${(error as Error).message}` };
      }
      const answer = (await response.json().catch(() => null)) as BotApiAnswer | null;
      if (response.ok && answer?.ok && answer.result?.message_id !== undefined) {
        return { kind: 'sent', messageId: String(answer.result.message_id) };
      }
      const code = answer?.error_code ?? response.status;
      const error = `${code}: ${answer?.description ?? response.statusText ?? 'no description'}`.slice(0, 500);
      if (code === 429) {
        const retry = Number(answer?.parameters?.retry_after ?? response.headers.get('retry-after') ?? 1);
        return { kind: 'retry_after', retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : 1, error };
      }
      if (code >= 500 || response.status >= 500 || !answer) return { kind: 'transient', error };
      return { kind: 'permanent', error };
    },
  };
}
