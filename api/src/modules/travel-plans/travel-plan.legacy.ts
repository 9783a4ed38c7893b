import { LegacyVocabulary } from '../../rest/legacy.js';
import type { TravelPlan } from './travel-plan.entity.js';

/** The ONE place where travel plans meet the legacy 'home' table keys. */
export const travelPlanVocab = new LegacyVocabulary({
  nisja_nga: ['departureFrom', 'string'],
  destinimi_hoteli: ['destinationHotel', 'string'],
  opsionet_neteve: ['nightsOption', 'string'],
  data: ['date', 'date'],
  udhetaret: ['travellers', 'int'],
});

export const toLegacyTravelPlan = (p: TravelPlan) => ({
  id: p.id,
  nisja_nga: p.departureFrom,
  destinimi_hoteli: p.destinationHotel,
  opsionet_neteve: p.nightsOption,
  data: p.date,
  udhetaret: p.travellers,
});
