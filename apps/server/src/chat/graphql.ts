import { chatTitleSchema, promptScheduleSchema, SCHEDULE_FREQUENCIES } from '@sanchay/core';
import { z } from 'zod';
import { builder, parseArgs, requireUser } from '../platform/graphql/builder';
import { chatNotFound } from './chatErrors';
import { type ChatMessageWire, presentConversation } from './chatPresenter';
import {
  type ChatHistoryEntry,
  conversationRows,
  deleteConversation,
  isShared,
  listChatHistory,
  renameConversation,
  savedPromptRows,
  setReport,
} from './chatStore';
import { deletePromptSchedule, presentSchedule, type SavedPromptSchedule, schedulesByChat, upsertPromptSchedule } from './promptSchedules';
import type { UserChatRow } from './schema';

const idArg = z.uuid({ message: 'must be a chat id' });
/** An optional chat uuid argument: absent or null is null, anything else must be a uuid (400 otherwise). */
const optionalUuid = (value: string | null | undefined) => (value == null ? null : parseArgs(idArg, value));

const ChatHistoryEntryRef = builder.objectRef<ChatHistoryEntry>('ChatHistoryEntry').implement({
  description: 'A conversation in the history: id is the chat uuid, title its first message (or its new name).',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ChatMessageRef = builder.objectRef<ChatMessageWire>('ChatMessage').implement({
  fields: (t) => ({
    role: t.exposeString('role'),
    content: t.exposeString('content'),
    id: t.exposeID('id'),
    chat_uuid: t.exposeString('chat_uuid'),
    is_alert_set: t.exposeBoolean('is_alert_set'),
    chat_title: t.exposeString('chat_title', { nullable: true }),
    created_at: t.exposeString('created_at'),
  }),
});

interface Conversation {
  chatUuid: string;
  shared: boolean;
  messages: ChatMessageWire[];
}
const ChatConversationRef = builder.objectRef<Conversation>('ChatConversation').implement({
  fields: (t) => ({
    chatUuid: t.exposeString('chatUuid'),
    shared: t.exposeBoolean('shared'),
    messages: t.field({ type: [ChatMessageRef], resolve: (c) => c.messages }),
  }),
});

const PromptScheduleRef = builder.objectRef<SavedPromptSchedule>('PromptSchedule').implement({
  description: 'When a saved prompt runs: frequency daily | weekly | monthly at time (HH:MM IST).',
  fields: (t) => ({
    frequency: t.exposeString('frequency'),
    dayOfWeek: t.exposeInt('dayOfWeek'),
    dayOfMonth: t.exposeInt('dayOfMonth'),
    time: t.exposeString('time'),
    nextRunAt: t.expose('nextRunAt', { type: 'DateTime' }),
    lastRunAt: t.expose('lastRunAt', { type: 'DateTime', nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
  }),
});

interface SavedPrompt {
  row: UserChatRow;
  schedule: SavedPromptSchedule | null;
}
const SavedPromptRef = builder.objectRef<SavedPrompt>('SavedPrompt').implement({
  description: 'A chat answer saved as a report: Run re-executes its plan on today\'s data.',
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.row.id }),
    chatUuid: t.string({ resolve: (p) => p.row.chatUuid }),
    title: t.string({ resolve: (p) => p.row.chatTitle ?? p.row.textContentUserQuery.slice(0, 120) }),
    query: t.string({ resolve: (p) => p.row.textContentUserQuery }),
    planQuery: t.string({ nullable: true, resolve: (p) => p.row.planQuery }),
    runnable: t.boolean({ resolve: (p) => p.row.plan !== null }),
    updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.row.updatedAt }),
    schedule: t.field({ type: PromptScheduleRef, nullable: true, resolve: (p) => p.schedule }),
  }),
});

builder.queryFields((t) => ({
  userChats: t.field({
    type: [ChatHistoryEntryRef],
    description: "The signed-in user's conversations, newest first.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listChatHistory(context.db, requireUser(context).id),
  }),
  chatMessages: t.field({
    type: ChatConversationRef,
    description: "One conversation of the signed-in user, oldest first; NOT_FOUND when it is not theirs.",
    authScopes: { signedIn: true },
    args: { chatUuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const chatUuid = parseArgs(idArg, args.chatUuid);
      const user = requireUser(context);
      const db = context.db;
      const rows = await conversationRows(db, user.id, chatUuid);
      if (rows.length === 0) throw chatNotFound();
      return { chatUuid, shared: await isShared(db, user.id, chatUuid), messages: presentConversation(rows) };
    },
  }),
  savedPrompts: t.field({
    type: [SavedPromptRef],
    description: "The signed-in user's saved prompts (answers saved as reports), newest first.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const user = requireUser(context);
      const db = context.db;
      const [rows, schedules] = await Promise.all([savedPromptRows(db, user.id), schedulesByChat(db, user.id)]);
      return rows.map((row) => {
        const schedule = schedules.get(row.id);
        return { row, schedule: schedule ? presentSchedule(schedule) : null };
      });
    },
  }),
}));

const ReportStateRef = builder.objectRef<UserChatRow>('ChatReportState').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    chat_uuid: t.exposeString('chatUuid'),
    is_alert_set: t.exposeBoolean('isAlertSet'),
    chat_title: t.exposeString('chatTitle', { nullable: true }),
  }),
});

builder.mutationFields((t) => ({
  saveChatReport: t.field({
    type: ReportStateRef,
    description: 'Save as Report: is_alert_set true and the title stored as chat_title.',
    authScopes: { signedIn: true },
    args: { chatId: t.arg.id({ required: true }), chatUuid: t.arg.string({ required: false }), title: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const chatId = parseArgs(idArg, String(args.chatId));
      const title = parseArgs(chatTitleSchema, args.title);
      const row = await setReport(context.db, requireUser(context).id, chatId, optionalUuid(args.chatUuid), title);
      if (!row) throw chatNotFound();
      return row;
    },
  }),
  unsaveChatReport: t.field({
    type: ReportStateRef,
    description: 'Remove Report: is_alert_set false (the prompt stays in the chat; its schedule is removed).',
    authScopes: { signedIn: true },
    args: { chatId: t.arg.id({ required: true }), chatUuid: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const chatId = parseArgs(idArg, String(args.chatId));
      const row = await setReport(context.db, requireUser(context).id, chatId, optionalUuid(args.chatUuid), null);
      if (!row) throw chatNotFound();
      return row;
    },
  }),
  renameChat: t.boolean({
    authScopes: { signedIn: true },
    args: { chatUuid: t.arg.string({ required: true }), title: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const chatUuid = parseArgs(idArg, args.chatUuid);
      const title = parseArgs(chatTitleSchema, args.title);
      if (!(await renameConversation(context.db, requireUser(context).id, chatUuid, title))) throw chatNotFound();
      return true;
    },
  }),
  deleteChat: t.boolean({
    description: 'Deletes a conversation with its saved reports, schedules and share link.',
    authScopes: { signedIn: true },
    args: { chatUuid: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const chatUuid = parseArgs(idArg, args.chatUuid);
      if (!(await deleteConversation(context.db, requireUser(context).id, chatUuid))) throw chatNotFound();
      return true;
    },
  }),
  schedulePrompt: t.field({
    type: PromptScheduleRef,
    description: `Schedules a saved prompt: frequency ${SCHEDULE_FREQUENCIES.join(' | ')}, dayOfWeek 0-6 (Sunday 0), dayOfMonth 1-31 (last day in shorter months), time HH:MM IST.`,
    authScopes: { signedIn: true },
    args: {
      chatId: t.arg.id({ required: true }),
      frequency: t.arg.string({ required: true }),
      dayOfWeek: t.arg.int({ required: false }),
      dayOfMonth: t.arg.int({ required: false }),
      time: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const chatId = parseArgs(idArg, String(args.chatId));
      const schedule = parseArgs(promptScheduleSchema, {
        frequency: args.frequency,
        dayOfWeek: args.dayOfWeek ?? undefined,
        dayOfMonth: args.dayOfMonth ?? undefined,
        time: args.time ?? undefined,
      });
      const row = await upsertPromptSchedule(context.db, requireUser(context).id, chatId, schedule);
      if (!row) throw chatNotFound();
      return presentSchedule(row);
    },
  }),
  unschedulePrompt: t.boolean({
    authScopes: { signedIn: true },
    args: { chatId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const chatId = parseArgs(idArg, String(args.chatId));
      if (!(await deletePromptSchedule(context.db, requireUser(context).id, chatId))) throw chatNotFound();
      return true;
    },
  }),
}));
