import { type AccountExport, deleteAccountBody } from '@sanchay/core';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatPromptSchedules, chatShares, userChats } from '../chat/schema';
import { userInstruments } from '../dipsip/schema';
import { userFeedback } from '../feedback/schema';
import { portfolioMutualFunds, watchList } from '../market/schema/index';
import { notifications } from '../notifications/schema';
import type { AppDb } from '../platform/db/client';
import { requireUser, sessionUserChanged } from '../platform/auth';
import { validate } from '../platform/http/validate';
import { logger } from '../platform/logger';
import { portfolioSecurities, portfolioTrades } from '../portfolio/schema';
import { forgetTelegramLinksOf } from '../telegram/telegramLink';
import { userConfigs } from '../userconfig/schema';
import type { UserRow } from '../identity/schema';
import { deleteUser } from '../identity/userRecords';

const log = logger('account');

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every row Sanchay keeps for one user, selected by the session's user id only. */
export async function exportAccount(db: AppDb, user: UserRow): Promise<AccountExport> {
  const [chats, schedules, shares, subscriptions, watch, portfolio, configs, alerts, feedback, trades, securities] = await Promise.all([
    db.select().from(userChats).where(eq(userChats.userId, user.id)).orderBy(userChats.createdAt),
    db.select().from(chatPromptSchedules).where(eq(chatPromptSchedules.userId, user.id)),
    db.select().from(chatShares).where(eq(chatShares.userId, user.id)),
    db.select().from(userInstruments).where(eq(userInstruments.userId, user.id)),
    db.select().from(watchList).where(eq(watchList.userId, user.id)),
    db.select().from(portfolioMutualFunds).where(eq(portfolioMutualFunds.userId, user.id)),
    db.select({ key: userConfigs.key, value: userConfigs.value }).from(userConfigs).where(eq(userConfigs.userId, user.id)),
    db.select().from(notifications).where(eq(notifications.userId, user.id)).orderBy(desc(notifications.createdAt)),
    db.select().from(userFeedback).where(eq(userFeedback.userId, user.id)),
    db.select().from(portfolioTrades).where(eq(portfolioTrades.userId, user.id)).orderBy(portfolioTrades.tradeDate),
    db.select().from(portfolioSecurities).where(eq(portfolioSecurities.userId, user.id)),
  ]);
  // The user id is the server's key, not the person's data: leave it out of every row.
  const strip = <T extends { userId?: unknown }>(rows: T[]) => rows.map(({ userId: _userId, ...rest }) => rest as Record<string, unknown>);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      name: user.name,
      createdAt: user.createdAt.toISOString(),
      telegram: user.telegramLinkedAt ? { username: user.telegramUsername, linkedAt: iso(user.telegramLinkedAt) } : null,
    },
    chats: strip(chats),
    promptSchedules: strip(schedules),
    sharedChats: strip(shares),
    dipSipSubscriptions: strip(subscriptions),
    watchList: strip(watch),
    mutualFundPortfolio: strip(portfolio),
    configs,
    notifications: strip(alerts),
    feedback: strip(feedback),
    portfolioTrades: strip(trades),
    portfolioSecurities: strip(securities),
  };
}

/**
 * Deletes the user in one transaction: every user-owned table references users(id) ON DELETE CASCADE, so
 * the one statement removes their rows everywhere, or nothing at all. The Telegram link history has no
 * foreign key (it outlives the account): its rows lose the user id in the same transaction.
 */
export async function deleteAccount(db: AppDb, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await forgetTelegramLinksOf(tx, userId);
    return deleteUser(tx, userId);
  });
}

/* The account feature sits above the others: export and delete read every feature's user-owned tables. */
/** GET /api/account/export and DELETE /api/account: the signed-in user's own data, by the session only. */
export function accountRoutes(db: AppDb) {
  return async function register(app: FastifyInstance) {
    app.get('/api/account/export', async (request, reply) => {
      const user = (await requireUser(request, 'Sign in to manage your account.')) as UserRow;
      const body = await exportAccount(db, user);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="sanchay-data-${body.exportedAt.slice(0, 10)}.json"`)
        .send(body);
    });

    app.delete('/api/account', async (request) => {
      const user = await requireUser(request, 'Sign in to manage your account.');
      validate(deleteAccountBody, request.body);
      const deleted = await deleteAccount(db, user.id);
      sessionUserChanged(request, user.id);
      log.info({ userId: user.id }, 'account deleted');
      return { deleted };
    });
  };
}
