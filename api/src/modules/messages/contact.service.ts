import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import type { Actor } from '../users/actor.js';
import { findOr404 } from '../../shared/entity-helpers.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { enqueueMail } from '../mail/outbox.js';
import { contactToStaff } from '../mail/templates.js';
import { ContactMessage } from './contact-message.entity.js';
import type { ContactInput } from './contact.inputs.js';

export const CONTACT_THANKS = 'Faleminderit! Mesazhi juaj u dërgua me sukses. Do t’ju kontaktojmë së shpejti.';

export class ContactService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly config: Config) {}

  /** Stored first; the staff mail goes to the outbox in the same transaction. */
  send(input: ContactInput): Promise<ContactMessage> {
    return this.em.transactional(async (em) => {
      const m = em.create(ContactMessage, {
        name: input.name.trim(), number: input.number.trim(), email: input.email.trim().toLowerCase(),
        message: input.message.trim(), handled: false, createdAt: new Date(),
      });
      enqueueMail(em, 'contact-staff', this.config.staffEmail, contactToStaff(m), { 'Reply-To': m.email });
      return m;
    });
  }

  list(page: PageInput, handled?: boolean): Promise<PageOf<ContactMessage>> {
    return findPage(this.em, ContactMessage, handled === undefined ? {} : { handled }, { handled: 'asc', createdAt: 'desc', id: 'desc' }, page);
  }

  markHandled(id: number, handled: boolean): Promise<ContactMessage> {
    return this.em.transactional(async (em) => {
      const m = await findOr404(em, ContactMessage, id, 'Mesazhi');
      m.handled = handled;
      audit(em, this.actor, LogAction.EDIT, LogKind.MESSAGE, id, { subject: m.name, changes: [{ field: 'handled', from: String(!handled), to: String(handled) }] });
      return m;
    });
  }
}
