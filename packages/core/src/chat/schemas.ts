import { z } from 'zod';
import { CHAT_MAX_INPUT } from './constants';

/** POST /api/agents/research/reasoning (spec 000 section 7). */
export const researchReasoningBody = z.object({
  chatSessionId: z.string().trim().optional(),
  country: z.string().max(8).optional().default('IN'),
  activity: z.string().max(64).optional().default('capital_market_chat'),
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant', 'system']), content: z.string().max(200_000) }))
    .min(1, 'messages must hold the question')
    .max(200),
});
export type ResearchReasoningBody = z.infer<typeof researchReasoningBody>;

/** One line of the answer stream: `data: {response, chat_id, chat_uuid, done, error}`. */
export interface ChatStreamItem {
  response: string;
  chat_id: string | null;
  chat_uuid: string | null;
  done: boolean;
  error: string | null;
}

export const chatUuidBody = z.object({ chat_uuid: z.uuid({ message: 'chat_uuid must be a chat id' }) });

/** POST /api/chat/runPrompt; the email is accepted for compatibility and ignored (the session decides). */
export const runPromptBody = z.object({
  chat_id: z.uuid({ message: 'chat_id must be a saved prompt id' }),
  chat_uuid: z.uuid().optional(),
  email: z.string().optional(),
});

/** POST /api/chat/savePrompt: a question or query saved straight away as a saved prompt (the /stocks screener). */
export const savePromptBody = z.object({
  title: z.string().trim().min(1, 'title must not be empty').max(200, 'title is at most 200 characters'),
  prompt: z
    .string()
    .trim()
    .min(1, 'prompt must not be empty')
    .max(CHAT_MAX_INPUT, `prompt is at most ${CHAT_MAX_INPUT} characters`),
});

/** POST /api/chat/reasoning (the internal prompt test screen). */
export const promptTestBody = z.object({
  distilledModel: z.string().max(200).optional(),
  llm: z.string().max(200).optional(),
  singleShotPrompt: z.string().max(20_000).optional(),
  streaming: z.boolean().optional().default(false),
  messages: z
    .array(z.object({ role: z.enum(['user', 'assistant', 'system']), content: z.string().max(200_000) }))
    .min(1, 'messages must hold the question')
    .max(200),
});

export const chatTitleSchema = z.string().trim().min(1, 'title must not be empty').max(200, 'title is at most 200 characters');

export const chatQuestionSchema = z
  .string()
  .transform((s) => s.slice(0, CHAT_MAX_INPUT))
  .refine((s) => s.trim().length > 0, 'the question must not be empty');

/** A row of a saved prompt's results: column -> value. */
export type SavedPromptRow = Record<string, string | number | null>;

export interface RunPromptResponse {
  rows: SavedPromptRow[];
  columns: string[];
  asOf: string | null;
  markdown: string;
}
