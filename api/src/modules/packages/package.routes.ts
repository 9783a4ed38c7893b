import { Router } from 'express';
import { bodyOf, idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { STAFF } from '../users/role.js';
import { PackageInput, PackageUpdateInput } from './package.inputs.js';
import { packageVocab, toLegacyPackage } from './package.legacy.js';

/** LEGACY-API §3 packages (aranzhmanet). */
export const packageRoutes = Router();

packageRoutes.get('/aranzhmanet', async (req, res) => {
  const rows = await req.ctx.services.packages.list();
  const out = [];
  for (const p of rows) {
    try {
      out.push(toLegacyPackage(p));
    } catch (e) {
      console.error(`[aranzhmanet] skipped package ${p.id}`, e);
    }
  }
  res.json(out);
});

packageRoutes.get('/aranzhmanet/:id', async (req, res) => {
  res.json(toLegacyPackage(await req.ctx.services.packages.get(idParam(req))));
});

packageRoutes.post('/add-Aranzhmani', async (req, res) => {
  requireRole(req, STAFF);
  const input = await packageVocab.parse(PackageInput, bodyOf(req));
  res.status(201).json(toLegacyPackage(await packageVocab.run(() => req.ctx.services.packages.create(input))));
});

packageRoutes.put('/Aranzhmani-update/:id', async (req, res) => {
  requireRole(req, STAFF);
  const body = bodyOf(req);
  // An edit row that never touched the city select sends no qytetiId: keep it (undefined), but an
  // explicit "" or null removes the city.
  const input = await packageVocab.parse(PackageUpdateInput, body);
  if ('qytetiId' in body && (body.qytetiId === '' || body.qytetiId === null)) input.cityId = null;
  res.json(toLegacyPackage(await packageVocab.run(() => req.ctx.services.packages.update(idParam(req), input))));
});

packageRoutes.delete('/Aranzhmani-delete/:id', async (req, res) => {
  requireRole(req, STAFF);
  await req.ctx.services.packages.delete(idParam(req));
  res.json({ message: 'Aranzhmani u fshi me sukses.' });
});
