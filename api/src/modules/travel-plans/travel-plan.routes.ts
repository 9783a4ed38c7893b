import { Router } from 'express';
import { mountLegacyTable } from '../../rest/legacy-table.js';
import { TravelPlanInput, TravelPlanUpdateInput } from './travel-plan.inputs.js';
import { toLegacyTravelPlan, travelPlanVocab } from './travel-plan.legacy.js';

/** LEGACY-API §3 travel plans (the legacy 'home' table). */
export const travelPlanRoutes = Router();

mountLegacyTable(travelPlanRoutes, {
  paths: { list: '/travel-plans', add: '/travel-plans', update: '/travel-plans/:id', remove: '/travel-plans/:id' },
  service: (s) => s.travelPlans, vocab: travelPlanVocab, create: TravelPlanInput, patch: TravelPlanUpdateInput,
  toLegacy: toLegacyTravelPlan, addedAs: 'home', deleted: 'Home deleted successfully.',
});
