import { Router } from 'express';
import { legacy, LegacyVocabulary } from '../../rest/legacy.js';
import { requireRole } from '../../rest/guards.js';
import { ContactInput } from '../messages/contact.inputs.js';
import { CONTACT_THANKS } from '../messages/contact.service.js';
import { STAFF } from '../users/role.js';
import { SUBSCRIBED } from './subscription.service.js';
import { SubscribeInput, UnsubscribeInput } from './subscription.inputs.js';

/** These forms send our own keys. */
const contactForm = LegacyVocabulary.verbatim(['name', 'number', 'email', 'message']);
const subscribeForm = LegacyVocabulary.verbatim(['email', 'language']);
const unsubscribeForm = LegacyVocabulary.verbatim(['token']);

/** LEGACY-API §5 visitor actions (contact, abonohu) plus the unsubscribe link and the CSV export. */
export const visitorRoutes = Router();

visitorRoutes.post('/contact', legacy({ vocab: contactForm, status: 201 }, async ({ services, input }) => {
  await services.contact.send(await input(ContactInput));
  return { message: CONTACT_THANKS };
}));

visitorRoutes.post('/abonohu', legacy({ vocab: subscribeForm, status: 201 }, async ({ services, input }) => {
  await services.subscriptions.subscribe(await input(SubscribeInput));
  return { message: SUBSCRIBED };
}));

visitorRoutes.post('/unsubscribe', legacy({ vocab: unsubscribeForm }, async ({ services, input }) => {
  await services.subscriptions.unsubscribe((await input(UnsubscribeInput)).token);
  return { message: 'U çregjistruat me sukses.' };
}));

/** A download for staff, not a legacy form: CSV, not JSON. */
visitorRoutes.get('/subscribers.csv', async (req, res) => {
  requireRole(req, STAFF);
  res.type('text/csv; charset=utf-8').attachment('abonentet.csv').send(await req.ctx.services.subscriptions.csv());
});
