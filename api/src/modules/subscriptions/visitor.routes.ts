import { Router } from 'express';
import { bodyOf, pick } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { parseInput } from '../../shared/validate.js';
import { ContactInput } from '../messages/contact.inputs.js';
import { CONTACT_THANKS } from '../messages/contact.service.js';
import { STAFF } from '../users/role.js';
import { SUBSCRIBED, SubscribeInput } from './subscription.service.js';

/** LEGACY-API §5 visitor actions (contact, abonohu) plus the unsubscribe link and the CSV export. */
export const visitorRoutes = Router();

visitorRoutes.post('/contact', async (req, res) => {
  const input = await parseInput(ContactInput, pick(bodyOf(req), ['name', 'number', 'email', 'message']));
  await req.ctx.services.contact.send(input);
  res.status(201).json({ message: CONTACT_THANKS });
});

visitorRoutes.post('/abonohu', async (req, res) => {
  const input = await parseInput(SubscribeInput, pick(bodyOf(req), ['email', 'language']));
  await req.ctx.services.subscriptions.subscribe(input);
  res.status(201).json({ message: SUBSCRIBED });
});

visitorRoutes.post('/unsubscribe', async (req, res) => {
  const token = bodyOf(req).token;
  await req.ctx.services.subscriptions.unsubscribe(typeof token === 'string' ? token : '');
  res.json({ message: 'U çregjistruat me sukses.' });
});

visitorRoutes.get('/subscribers.csv', async (req, res) => {
  requireRole(req, STAFF);
  res.type('text/csv; charset=utf-8').attachment('abonentet.csv').send(await req.ctx.services.subscriptions.csv());
});
