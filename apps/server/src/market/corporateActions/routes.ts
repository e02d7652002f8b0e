/**
 * The administrator's review of corporate actions over HTTP (docs/DATA.md):
 * GET /api/admin/corporate-actions?status=derived and POST /api/admin/corporate-actions/:id { decision }.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { AppDb } from '../../platform/db/client';
import { validate } from '../../platform/http/validate';
import { listCorporateActions } from './actionStore';
import { decideCorporateAction } from './index';

const WHAT = 'The corporate actions review';
const listQuery = z.object({ status: z.enum(['derived', 'confirmed', 'file', 'rejected']).optional() });
const idParams = z.object({ id: z.string().uuid() });
const decisionBody = z.object({ decision: z.enum(['confirmed', 'rejected']) });

export function corporateActionsRoutes({ db }: { db: AppDb }) {
  return async function register(app: FastifyInstance) {
    app.get('/api/admin/corporate-actions', async (request) => {
      await requireAdmin(request, WHAT);
      const { status } = validate(listQuery, request.query);
      return { actions: await listCorporateActions(db, status ? { status } : {}) };
    });

    app.post('/api/admin/corporate-actions/:id', async (request) => {
      const admin = await requireAdmin(request, WHAT);
      const { id } = validate(idParams, request.params);
      const { decision } = validate(decisionBody, request.body);
      return { action: await decideCorporateAction(db, id, decision, admin.email) };
    });
  };
}
