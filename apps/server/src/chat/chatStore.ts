import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { chatIdOwners, chatPromptSchedules, chatShares, type UserChatRow, userChats } from './schema';

/**
 * Every read and write of chats takes the session user's id: a row of another user never matches, so a
 * guessed id or uuid behaves exactly like one that does not exist.
 */

export interface NewExchange {
  userId: string;
  chatUuid: string;
  question: string;
  answer: string;
  plan: unknown;
  planQuery: string | null;
  answerSource: string;
}

export class ChatOwnedByOtherUser extends Error {
  constructor() {
    super('This chat id belongs to another user.');
    this.name = 'ChatOwnedByOtherUser';
  }
}

/** Appends one question and answer to the user's conversation; the first row of a conversation is is_first. */
export async function appendExchange(db: AppDb, input: NewExchange): Promise<UserChatRow> {
  return db.transaction(async (tx) => {
    // Serialise appends to one conversation so exactly one row is is_first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.chatUuid}))`);
    // The first use binds the chat id to its user for ever (chat_id_owner outlives the conversation).
    await tx.insert(chatIdOwners).values({ chatUuid: input.chatUuid, userId: input.userId }).onConflictDoNothing();
    const [owner] = await tx.select({ userId: chatIdOwners.userId }).from(chatIdOwners).where(eq(chatIdOwners.chatUuid, input.chatUuid));
    if (owner && owner.userId !== input.userId) throw new ChatOwnedByOtherUser();
    const existing = await tx
      .select({ userId: userChats.userId })
      .from(userChats)
      .where(eq(userChats.chatUuid, input.chatUuid))
      .limit(1);
    if (existing[0] && existing[0].userId !== input.userId) throw new ChatOwnedByOtherUser();
    const [row] = await tx
      .insert(userChats)
      .values({
        userId: input.userId,
        chatUuid: input.chatUuid,
        textContentUserQuery: input.question,
        textContentAssistantFormattedResponse: input.answer,
        plan: input.plan ?? null,
        planQuery: input.planQuery,
        answerSource: input.answerSource,
        isFirst: existing.length === 0,
      })
      .returning();
    return row!;
  });
}

export interface ChatHistoryEntry {
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The user's conversations (their first messages), newest first. */
export async function listChatHistory(db: AppDb, userId: string, limit = 200): Promise<ChatHistoryEntry[]> {
  const rows = await db
    .select({
      chatUuid: userChats.chatUuid,
      chatTitle: userChats.chatTitle,
      query: userChats.textContentUserQuery,
      createdAt: userChats.createdAt,
      updatedAt: userChats.updatedAt,
    })
    .from(userChats)
    .where(and(eq(userChats.userId, userId), eq(userChats.isFirst, true)))
    .orderBy(desc(userChats.createdAt), desc(userChats.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.chatUuid, title: r.chatTitle ?? r.query.slice(0, 120), createdAt: r.createdAt, updatedAt: r.updatedAt }));
}

/**
 * The conversation a question continues, in one indexed read: its rows oldest first, or 'taken' when the
 * uuid is another user's conversation.
 */
export async function conversationToContinue(db: AppDb, userId: string, chatUuid: string): Promise<UserChatRow[] | 'taken'> {
  const owner = await chatIdOwner(db, chatUuid);
  if (owner !== null && owner !== userId) return 'taken';
  const rows = await db.select().from(userChats).where(eq(userChats.chatUuid, chatUuid)).orderBy(asc(userChats.createdAt), asc(userChats.id));
  return rows.some((row) => row.userId !== userId) ? 'taken' : rows;
}

/** The user a chat id is bound to (its first user, even after the chat was deleted), or null when never used. */
export async function chatIdOwner(db: AppDb, chatUuid: string): Promise<string | null> {
  const [row] = await db.select({ userId: chatIdOwners.userId }).from(chatIdOwners).where(eq(chatIdOwners.chatUuid, chatUuid)).limit(1);
  return row?.userId ?? null;
}

/** One conversation of the user, oldest first (empty when it is not theirs or does not exist). */
export function conversationRows(db: AppDb, userId: string, chatUuid: string): Promise<UserChatRow[]> {
  return db
    .select()
    .from(userChats)
    .where(and(eq(userChats.userId, userId), eq(userChats.chatUuid, chatUuid)))
    .orderBy(asc(userChats.createdAt), asc(userChats.id));
}

export async function findUserChat(db: AppDb, userId: string, chatId: string): Promise<UserChatRow | null> {
  const [row] = await db
    .select()
    .from(userChats)
    .where(and(eq(userChats.userId, userId), eq(userChats.id, chatId)))
    .limit(1);
  return row ?? null;
}

/** Save as report (title) or remove the report (null); returns the updated row or null when not the user's. */
export async function setReport(db: AppDb, userId: string, chatId: string, chatUuid: string | null, title: string | null): Promise<UserChatRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(userChats)
      .set(title === null ? { isAlertSet: false, updatedAt: sql`now()` } : { isAlertSet: true, chatTitle: title, updatedAt: sql`now()` })
      .where(and(eq(userChats.userId, userId), eq(userChats.id, chatId), chatUuid ? eq(userChats.chatUuid, chatUuid) : undefined))
      .returning();
    // A prompt that is no longer saved has no schedule.
    if (row && title === null) await tx.delete(chatPromptSchedules).where(eq(chatPromptSchedules.chatId, row.id));
    return row ?? null;
  });
}

/** Renames a conversation (its first row's title); false when it is not the user's. */
export async function renameConversation(db: AppDb, userId: string, chatUuid: string, title: string): Promise<boolean> {
  const rows = await db
    .update(userChats)
    .set({ chatTitle: title, updatedAt: sql`now()` })
    .where(and(eq(userChats.userId, userId), eq(userChats.chatUuid, chatUuid), eq(userChats.isFirst, true)))
    .returning({ id: userChats.id });
  return rows.length > 0;
}

/** Deletes a conversation, its share and its schedules; false when it is not the user's. */
export async function deleteConversation(db: AppDb, userId: string, chatUuid: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(userChats)
      .where(and(eq(userChats.userId, userId), eq(userChats.chatUuid, chatUuid)))
      .returning({ id: userChats.id });
    await tx.delete(chatShares).where(and(eq(chatShares.userId, userId), eq(chatShares.chatUuid, chatUuid)));
    return rows.length > 0;
  });
}

/** The user's saved prompts (rows saved as reports), newest first. */
export function savedPromptRows(db: AppDb, userId: string): Promise<UserChatRow[]> {
  return db
    .select()
    .from(userChats)
    .where(and(eq(userChats.userId, userId), eq(userChats.isAlertSet, true)))
    .orderBy(desc(userChats.updatedAt), desc(userChats.id));
}

/** Shares a conversation of the user; false when it is not theirs. Sharing twice is one share. */
export async function shareConversation(db: AppDb, userId: string, chatUuid: string): Promise<boolean> {
  const owned = await conversationRows(db, userId, chatUuid);
  if (owned.length === 0) return false;
  await db.insert(chatShares).values({ userId, chatUuid }).onConflictDoNothing();
  return true;
}

export async function unshareConversation(db: AppDb, userId: string, chatUuid: string): Promise<boolean> {
  const rows = await db
    .delete(chatShares)
    .where(and(eq(chatShares.userId, userId), eq(chatShares.chatUuid, chatUuid)))
    .returning({ chatUuid: chatShares.chatUuid });
  return rows.length > 0;
}

export async function isShared(db: AppDb, userId: string, chatUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ chatUuid: chatShares.chatUuid })
    .from(chatShares)
    .where(and(eq(chatShares.userId, userId), eq(chatShares.chatUuid, chatUuid)))
    .limit(1);
  return Boolean(row);
}

/** A shared conversation, oldest first, only while its owner shares it (else empty). */
export async function sharedConversationRows(db: AppDb, chatUuid: string): Promise<UserChatRow[]> {
  const [share] = await db.select().from(chatShares).where(eq(chatShares.chatUuid, chatUuid)).limit(1);
  if (!share) return [];
  // Only the chat id's own user can be behind its link (belt and braces: appendExchange already refuses others).
  if ((await chatIdOwner(db, chatUuid)) !== share.userId) return [];
  return conversationRows(db, share.userId, chatUuid);
}
