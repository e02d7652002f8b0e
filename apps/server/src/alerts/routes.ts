import { alertInput, alertStatusInput, MAX_ALERTS_PER_USER, morningBriefInput, screenAlertInput } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../platform/auth';
import type { AppDb } from '../platform/db/client';
import { validate } from '../platform/http/validate';
import { alertHistory, createAlert, deleteAlert, listAlerts, setAlertStatus, updateAlert } from './alertStore';
import { briefSettings, saveBriefSettings } from './morningBrief';
import { createScreenAlert, deleteScreenAlert, listScreenAlerts, type ScreenReader, setScreenAlertStatus } from './screenAlerts';

const idParams = z.object({ id: z.string() });
const historyQuery = z.object({ alertId: z.string().optional() });

/**
 * /api/alerts (signed in; every query takes the session user's id):
 * GET list, POST create, PUT /:id replace, PATCH /:id pause or resume, DELETE /:id, GET /history[?alertId],
 * GET and PUT /brief (the morning brief's settings); screen alerts at /api/alerts/screens (GET, POST { query },
 * PATCH /:id, DELETE /:id).
 */
export function alertRoutes(db: AppDb, research: ScreenReader) {
  return async function register(app: FastifyInstance) {
    app.get('/api/alerts', async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { alerts: await listAlerts(db, user.id), limit: MAX_ALERTS_PER_USER };
    });

    app.post('/api/alerts', async (request, reply) => {
      const user = await requireUser(request);
      const input = validate(alertInput, request.body);
      return reply.status(201).send({ alert: await createAlert(db, user.id, input) });
    });

    app.put('/api/alerts/:id', async (request) => {
      const user = await requireUser(request);
      const { id } = validate(idParams, request.params);
      return { alert: await updateAlert(db, user.id, id, validate(alertInput, request.body)) };
    });

    app.patch('/api/alerts/:id', async (request) => {
      const user = await requireUser(request);
      const { id } = validate(idParams, request.params);
      return { alert: await setAlertStatus(db, user.id, id, validate(alertStatusInput, request.body).status) };
    });

    app.delete('/api/alerts/:id', async (request) => {
      const user = await requireUser(request);
      await deleteAlert(db, user.id, validate(idParams, request.params).id);
      return { ok: true };
    });

    app.get('/api/alerts/screens', async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { screens: await listScreenAlerts(db, user.id) };
    });

    app.post('/api/alerts/screens', async (request, reply) => {
      const user = await requireUser(request);
      const { query } = validate(screenAlertInput, request.body);
      return reply.status(201).send({ screen: await createScreenAlert(db, research, user.id, query) });
    });

    app.patch('/api/alerts/screens/:id', async (request) => {
      const user = await requireUser(request);
      const { id } = validate(idParams, request.params);
      return { screen: await setScreenAlertStatus(db, user.id, id, validate(alertStatusInput, request.body).status) };
    });

    app.delete('/api/alerts/screens/:id', async (request) => {
      const user = await requireUser(request);
      await deleteScreenAlert(db, user.id, validate(idParams, request.params).id);
      return { ok: true };
    });

    app.get('/api/alerts/brief', async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { brief: await briefSettings(db, user.id) };
    });

    app.put('/api/alerts/brief', async (request) => {
      const user = await requireUser(request);
      return { brief: await saveBriefSettings(db, user.id, validate(morningBriefInput, request.body)) };
    });

    app.get('/api/alerts/history', async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { events: await alertHistory(db, user.id, validate(historyQuery, request.query).alertId) };
    });
  };
}
