import { randomUUID } from 'node:crypto';
import {
  CHAT_MESSAGES,
  chatQuestionSchema,
  DEFAULT_CHAT_MODEL,
  chatUuidBody,
  promptTestBody,
  researchReasoningBody,
  runPromptBody,
  savePromptBody,
} from '@sanchay/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../platform/auth';
import type { AppDb } from '../platform/db/client';
import { inTransaction } from '../platform/db/sql';
import { AppError } from '../platform/errors';
import { perUserLimit } from '../platform/http/rateLimit';
import { validate } from '../platform/http/validate';
import { logger } from '../platform/logger';
import { joinPieces } from './answerPieces';
import { answerQuestion, type OwnPortfolioAnswers, previousPlans, runStoredPlan } from './chatAnswerer';
import type { LlmSettings } from './llm/openAiCompatible';
import { chatNotFound, sessionNotFound } from './chatErrors';
import {
  appendExchange,
  ChatOwnedByOtherUser,
  conversationRows,
  conversationToContinue,
  findUserChat,
  setReport,
  sharedConversationRows,
  shareConversation,
  unshareConversation,
} from './chatStore';
import { presentSharedRecord } from './chatPresenter';
import { categoryKeywords, promptCategoryMap } from './promptCategories';
import type { ResearchAnswer } from '../research/answer';
import type { ResearchEngine } from '../research/engine';
import { openSse } from './sseStream';

const log = logger('chat');

/**
 * A table answer's rows keyed by its column labels, in its column order ("Market cap (Rs Cr)", "P/E"): the
 * saved prompt's results table titles its columns from the keys (spec 000 section 4), so a re-run reads
 * like the answer did, units included.
 */
function labelledRows(result: ResearchAnswer): Record<string, string | number | null>[] {
  const labels = result.columns.map((key, i) => result.labels?.[i] ?? key);
  return result.rows.map((row) => Object.fromEntries(result.columns.map((key, i) => [labels[i]!, row[key] ?? null])));
}

/** Any non-200 on chat, run and share reads "Not authorized" in the web app (spec 000 section 6). */
const NOT_AUTHORIZED = CHAT_MESSAGES.notAuthorized;

const uuidSchema = z.uuid();
const chatViewQuery = z.object({ chat_uuid: z.string().optional() });

export interface ChatDeps {
  db: AppDb;
  research: ResearchEngine;
  /** LLM mode settings (chatAnswerer llmSettings), null for the built-in engine alone. */
  llm: LlmSettings | null;
  /** CHAT_RATE_LIMIT_PER_MINUTE: questions and runs per signed-in user per minute. */
  rateLimitPerMinute: number;
  /** Answers about the asker's own portfolio (portfolio/assistant.ts), asked before the research reader. */
  portfolio?: OwnPortfolioAnswers;
  /** Read before the research reader (alerts asked for in chat, app/http.ts): a reply and its plan, or null. */
  intent?: (turn: { userId: string; question: string; previousPlan: unknown }) => Promise<{ pieces: string[]; plan: unknown } | null>;
}

export function chatRoutes(deps: ChatDeps) {
  const chatRateLimit = perUserLimit(deps.rateLimitPerMinute);

  return async function register(app: FastifyInstance) {
    /** Datasets to Deep Dive: public. */
    app.get('/api/agents/research/chatpromptcategories', async () => promptCategoryMap());

    /** Autocomplete keywords: the engine's words plus the datasets' fields. */
    app.get('/api/agents/research/chatkeywords', async (request) => {
      await requireUser(request, NOT_AUTHORIZED);
      const words = new Map<string, string>();
      for (const word of [...deps.research.keywords(), ...categoryKeywords()]) {
        const key = word.trim().toLowerCase();
        if (key && !words.has(key)) words.set(key, word.trim());
      }
      return [...words.values()];
    });

    /** The assistant: streams the answer as SSE `data: {response, chat_id, chat_uuid, done, error}` lines. */
    app.post('/api/agents/research/reasoning', { config: chatRateLimit }, async (request, reply) => {
      const user = await requireUser(request, NOT_AUTHORIZED);
      const body = validate(researchReasoningBody, request.body);
      const chatUuid = body.chatSessionId ?? '';
      if (!uuidSchema.safeParse(chatUuid).success) throw sessionNotFound(400);
      const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
      const question = validate(chatQuestionSchema, lastUser?.content ?? '');
      const db = deps.db;
      const engine = deps.research;
      // A chat uuid that is another user's conversation is refused before anything streams.
      const earlier = await conversationToContinue(db, user.id, chatUuid);
      if (earlier === 'taken') throw sessionNotFound();

      const stream = openSse(request, reply);
      const item = (response: string) => ({ response, chat_id: null, chat_uuid: chatUuid, done: false, error: null });
      try {
        const intent = await deps.intent?.({ userId: user.id, question, previousPlan: earlier.at(-1)?.plan ?? null });
        for (const piece of intent?.pieces ?? []) stream.send(item(piece));
        const answer = intent ? { pieces: intent.pieces, plan: intent.plan, planQuery: null, source: 'builtin' as const } : await answerQuestion(
          engine,
          deps.llm,
          {
            question,
            history: earlier.map((r) => ({ question: r.textContentUserQuery, answer: r.textContentAssistantFormattedResponse })),
            ...previousPlans(earlier),
            ...(deps.portfolio ? { ownPortfolio: () => deps.portfolio!.answer(question, user.id) } : {}),
          },
          (piece) => stream.send(item(piece)),
          stream.signal,
        );
        const row = await appendExchange(db, {
          userId: user.id,
          chatUuid,
          question,
          answer: joinPieces(answer.pieces),
          plan: answer.plan,
          planQuery: answer.planQuery,
          answerSource: answer.source,
        });
        stream.send({ response: '', chat_id: row.id, chat_uuid: chatUuid, done: true, error: null });
      } catch (error) {
        if (error instanceof ChatOwnedByOtherUser) {
          stream.send({ response: '', chat_id: null, chat_uuid: chatUuid, done: true, error: CHAT_MESSAGES.sessionNotFound });
        } else if (!stream.signal.aborted) {
          log.error({ err: error }, 'answering failed');
          stream.send({ response: '', chat_id: null, chat_uuid: chatUuid, done: true, error: CHAT_MESSAGES.assistantFailed });
        }
      } finally {
        stream.end();
      }
    });

    /** Share a conversation: answers the public read-only URL. */
    app.post('/api/agents/research/chatshare', async (request) => {
      const user = await requireUser(request, NOT_AUTHORIZED);
      const { chat_uuid } = validate(chatUuidBody, request.body);
      if (!(await shareConversation(deps.db, user.id, chat_uuid))) throw chatNotFound();
      return { url: `${publicOrigin(request)}/share/${chat_uuid}`, chat_uuid, shared: true };
    });

    /** Stop sharing: the link answers 404 from now on. */
    app.delete('/api/agents/research/chatshare/:chat_uuid', async (request) => {
      const user = await requireUser(request, NOT_AUTHORIZED);
      const { chat_uuid } = validate(chatUuidBody, request.params);
      const owned = await conversationRows(deps.db, user.id, chat_uuid);
      if (owned.length === 0) throw chatNotFound();
      await unshareConversation(deps.db, user.id, chat_uuid);
      return { chat_uuid, shared: false };
    });

    /** The shared view's records: only while the owner shares the conversation; no sign-in. */
    app.get('/api/chat/view', async (request, reply) => {
      const { chat_uuid } = validate(chatViewQuery, request.query);
      if (!chat_uuid || !uuidSchema.safeParse(chat_uuid).success) throw chatNotFound();
      const rows = await sharedConversationRows(deps.db, chat_uuid);
      if (rows.length === 0) throw chatNotFound();
      reply.header('cache-control', 'no-store');
      return rows.map(presentSharedRecord);
    });

    /** Run a saved prompt: re-executes its stored plan on today's data; answers the rows. */
    app.post('/api/chat/runPrompt', { config: chatRateLimit }, async (request, reply) => {
      const user = await requireUser(request, NOT_AUTHORIZED);
      const body = validate(runPromptBody, request.body);
      const row = await findUserChat(deps.db, user.id, body.chat_id);
      if (!row || (body.chat_uuid && row.chatUuid !== body.chat_uuid)) throw chatNotFound();
      const engine = deps.research;
      const result = row.plan
        ? await runStoredPlan(engine, row.plan)
        : await engine.answer(row.textContentUserQuery);
      if (result.kind !== 'table') throw new AppError(422, 'cannot_run', result.lead || 'This prompt has no table to run.');
      if (result.asOf) reply.header('x-data-as-of', result.asOf);
      return labelledRows(result);
    });

    /**
     * Save a question or screen query as a saved prompt in one step (the /stocks screener's Save): the engine
     * compiles and runs it once, and the exchange is stored as a new conversation with is_alert_set true.
     * A prompt the engine cannot answer is refused, so every saved prompt can be run again.
     */
    app.post('/api/chat/savePrompt', { config: chatRateLimit }, async (request, reply) => {
      const user = await requireUser(request, NOT_AUTHORIZED);
      const body = validate(savePromptBody, request.body);
      const answer = await deps.research.answer(body.prompt);
      if (answer.kind !== 'table' || !answer.plan) throw new AppError(422, 'cannot_save', answer.lead || 'This prompt has no table to save.');
      // The conversation row and its report flag in one transaction: a save is stored whole or not at all.
      const row = await inTransaction(deps.db, async (tx) => {
        const exchange = await appendExchange(tx, {
          userId: user.id,
          chatUuid: randomUUID(),
          question: body.prompt,
          answer: answer.markdown,
          plan: answer.plan,
          planQuery: answer.query,
          answerSource: 'builtin',
        });
        await setReport(tx, user.id, exchange.id, exchange.chatUuid, body.title);
        return exchange;
      });
      return reply.status(201).send({ chat_id: row.id, chat_uuid: row.chatUuid, title: body.title });
    });

    /** The internal prompt test screen (admin only): one answer in the configured mode, JSON or SSE. */
    app.post('/api/chat/reasoning', { config: chatRateLimit }, async (request, reply) => {
      await requireAdmin(request, 'The prompt test screen', NOT_AUTHORIZED);
      const body = validate(promptTestBody, request.body);
      const lastUser = [...body.messages].reverse().find((m) => m.role === 'user');
      const question = validate(chatQuestionSchema, lastUser?.content ?? '');
      const engine = deps.research;
      const llm = deps.llm;
      // The spec's default model name (reasoning_dseek) means "the configured LLM_MODEL".
      const requested = [body.llm, body.distilledModel].find((m) => m && m !== DEFAULT_CHAT_MODEL);
      const input = { question, history: [], systemPrompt: body.singleShotPrompt, model: requested };
      const started = performance.now();
      if (body.streaming) {
        const stream = openSse(request, reply);
        try {
          await answerQuestion(engine, llm, input, (piece) => stream.send({ response: piece, chat_id: null, chat_uuid: null, done: false, error: null }), stream.signal);
          stream.send({ response: '', chat_id: null, chat_uuid: null, done: true, error: null });
        } catch (error) {
          log.error({ err: error }, 'prompt test failed');
          stream.send({ response: '', chat_id: null, chat_uuid: null, done: true, error: CHAT_MESSAGES.assistantFailed });
        } finally {
          stream.end();
        }
        return reply;
      }
      const answer = await answerQuestion(engine, llm, input, () => {});
      return {
        response: joinPieces(answer.pieces),
        mode: llm ? 'llm' : 'builtin',
        source: answer.source,
        model: llm ? (input.model ?? llm.model) : null,
        plan: answer.plan,
        query: answer.planQuery,
        timeTakenMs: Math.round(performance.now() - started),
      };
    });
  };
}

/** Where the share link points: the address the user reached us at (scheduled messages use PUBLIC_URL). */
function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
