import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { STAFF } from '../users/role.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactInput } from './contact.inputs.js';
import { CONTACT_THANKS } from './contact.service.js';

const ContactMessagePage = Paginated(ContactMessage, 'ContactMessagePage');

@Resolver()
export class ContactResolver {
  @Mutation(() => String, { description: 'Stores the message and answers the Albanian thank-you text.' })
  async sendContactMessage(@Arg('input', () => ContactInput) input: ContactInput, @Ctx() ctx: AppContext) {
    await ctx.services.contact.send(input);
    return CONTACT_THANKS;
  }

  @Auth(...STAFF) @Query(() => ContactMessagePage)
  contactMessages(@Ctx() ctx: AppContext,
    @Arg('handled', () => Boolean, { nullable: true }) handled?: boolean,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.contact.list(page ?? new PageInput(), handled ?? undefined);
  }

  @Auth(...STAFF) @Mutation(() => ContactMessage)
  setMessageHandled(@Arg('id', () => Int) id: number, @Arg('handled', () => Boolean) handled: boolean, @Ctx() ctx: AppContext) {
    return ctx.services.contact.markHandled(id, handled);
  }
}
