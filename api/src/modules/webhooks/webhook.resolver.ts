import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { STAFF, type Role } from '../users/role.js';
import { WEBHOOK_ROLES } from './webhook-events.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import { RegisterWebhookInput, UpdateWebhookInput } from './webhook.inputs.js';

const WebhookDeliveryPage = Paginated(WebhookDelivery, 'WebhookDeliveryPage');
/** Who reads deliveries and replays them: the subscribers (their own) and staff (all). */
const READERS: Role[] = [...new Set([...WEBHOOK_ROLES, ...STAFF])];

@ObjectType('WebhookSecret', { description: 'An endpoint with its signing secret: answered once (registration, rotation), never again.' })
class WebhookSecret {
  @Field(() => WebhookEndpoint) endpoint!: WebhookEndpoint;
  @Field(() => String) secret!: string;
}

/** Webhooks (issue 47, ADR 0043): thin adapter over WebhookService. */
@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Auth(...WEBHOOK_ROLES) @Query(() => [WebhookEndpoint], { description: 'Your webhook endpoints.' })
  myWebhooks(@Ctx() ctx: AppContext) {
    return ctx.services.webhooks.mine();
  }

  @Auth(...STAFF) @Query(() => [WebhookEndpoint], { description: 'Staff: every webhook endpoint, with its owner.' })
  allWebhooks(@Ctx() ctx: AppContext) {
    return ctx.services.webhooks.all();
  }

  @Auth(...READERS) @Query(() => WebhookDeliveryPage, { description: 'Deliveries, newest first: of one endpoint (yours, or any for staff); staff may omit endpointId for all.' })
  webhookDeliveries(@Ctx() ctx: AppContext,
    @Arg('endpointId', () => Int, { nullable: true }) endpointId?: number | null,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.webhooks.deliveries(endpointId, page ?? new PageInput());
  }

  @Auth(...WEBHOOK_ROLES) @Mutation(() => WebhookSecret, { description: 'Registers an endpoint; its secret is in this answer only.' })
  registerWebhook(@Arg('input', () => RegisterWebhookInput) input: RegisterWebhookInput, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.register(input);
  }

  @Auth(...WEBHOOK_ROLES) @Mutation(() => WebhookEndpoint, { description: 'Changes your endpoint: URL, events, active, description.' })
  updateWebhook(@Arg('input', () => UpdateWebhookInput) input: UpdateWebhookInput, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.update(input);
  }

  @Auth(...WEBHOOK_ROLES) @Mutation(() => WebhookSecret, { description: 'A new secret replaces the old one at once; in this answer only.' })
  rotateWebhookSecret(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.rotate(id);
  }

  @Auth(...WEBHOOK_ROLES) @Mutation(() => Boolean, { description: 'Deletes your endpoint and its delivery log.' })
  deleteWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.delete(id);
  }

  @Auth(...READERS) @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again: the same body, a new timestamp and signature.' })
  replayWebhookDelivery(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.webhooks.replay(id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Who the endpoint belongs to (staff\'s list).' })
  ownerUsername(@Root() e: WebhookEndpoint): string | null {
    return e.owner && 'username' in e.owner && typeof e.owner.username === 'string' ? e.owner.username : null;
  }
}
