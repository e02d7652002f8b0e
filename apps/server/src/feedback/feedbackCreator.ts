import { desc, eq } from 'drizzle-orm';
import type { FeedbackInput } from '@sanchay/core';
import { touchUser } from '../identity/userRecords';
import type { AppDb } from '../platform/db/client';
import { type UserFeedbackRow, userFeedback } from './schema';

/**
 * Stores a feedback entry for the session user and touches the user's updated_at, in one transaction
 * (spec 001 section 3.3: the linked user is matched, and on conflict only updated_at changes).
 */
export async function feedbackCreator(db: AppDb, userId: string, input: FeedbackInput): Promise<UserFeedbackRow> {
  return db.transaction(async (tx) => {
    await touchUser(tx, userId);
    const [row] = await tx.insert(userFeedback).values({ userId, comment: input.comment, type: input.type }).returning();
    if (!row) throw new Error('feedback insert returned no row');
    return row;
  });
}

/** The user's own feedback, newest first (at most 100). */
export function listOwnFeedback(db: AppDb, userId: string): Promise<UserFeedbackRow[]> {
  return db.select().from(userFeedback).where(eq(userFeedback.userId, userId)).orderBy(desc(userFeedback.createdAt)).limit(100);
}
