import { Router } from 'express';
import { requireRole } from '../../rest/guards.js';
import { SIGNED_IN } from '../users/role.js';

/** A booking document's PDF (issue 45): its customer and staff download it; anyone else gets a 404. */
export const documentRoutes = Router();

documentRoutes.get('/documents/:id', async (req, res) => {
  requireRole(req, SIGNED_IN);
  const lang = req.query.lang === 'en' ? 'en' : 'sq';
  const { filename, pdf } = await req.ctx.services.documents.file(Number(req.params.id), lang);
  // Personal, and never changed: no shared cache keeps it, the browser may.
  res.set('Cache-Control', 'private, max-age=3600').type('application/pdf').attachment(filename).send(pdf);
});
