import { Router } from 'express';
import { requireRole } from '../../rest/guards.js';
import { STAFF } from '../users/role.js';

export const logRoutes = Router();

logRoutes.get('/logs', async (req, res) => {
  requireRole(req, STAFF);
  const rows = await req.ctx.services.logs.all();
  res.json(rows.map((l) => ({
    id: l.id, userId: l.userId ?? null, username: l.username ?? null, action: l.action, entity: l.entity,
    entityId: l.entityId ?? null, details: l.details, createdAt: l.createdAt.toISOString(),
  })));
});
