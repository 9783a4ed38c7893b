import { Router } from 'express';
import { bodyOf, idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { STAFF } from '../users/role.js';
import { TravelPlanInput, TravelPlanUpdateInput } from './travel-plan.inputs.js';
import { toLegacyTravelPlan, travelPlanVocab } from './travel-plan.legacy.js';

/** LEGACY-API §3 travel plans. */
export const travelPlanRoutes = Router();

travelPlanRoutes.get('/travel-plans', async (req, res) => {
  res.json((await req.ctx.services.travelPlans.list()).map(toLegacyTravelPlan));
});
travelPlanRoutes.post('/travel-plans', async (req, res) => {
  requireRole(req, STAFF);
  const input = await travelPlanVocab.parse(TravelPlanInput, bodyOf(req));
  res.status(201).json({ home: toLegacyTravelPlan(await req.ctx.services.travelPlans.create(input)) });
});
travelPlanRoutes.put('/travel-plans/:id', async (req, res) => {
  requireRole(req, STAFF);
  const input = await travelPlanVocab.parse(TravelPlanUpdateInput, bodyOf(req));
  res.json(toLegacyTravelPlan(await req.ctx.services.travelPlans.update(idParam(req), input)));
});
travelPlanRoutes.delete('/travel-plans/:id', async (req, res) => {
  requireRole(req, STAFF);
  await req.ctx.services.travelPlans.delete(idParam(req));
  res.json({ message: 'Home deleted successfully.' });
});
