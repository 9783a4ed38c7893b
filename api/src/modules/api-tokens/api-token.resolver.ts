import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenInput, CreatedApiToken } from './api-token.inputs.js';

/** Your API tokens (issue 47). Who may hold them: scopes.ts mayHoldApiTokens (others get FORBIDDEN). Never reachable with a token. */
@Resolver()
export class ApiTokenResolver {
  @Auth() @Query(() => [ApiToken], { description: 'Your API tokens, newest first (never their secret).' })
  myApiTokens(@Ctx() ctx: AppContext) {
    return ctx.services.apiTokens.mine();
  }

  @Auth() @Mutation(() => CreatedApiToken, { description: 'Creates an API token: its secret is in this answer only. Activity-logged.' })
  createApiToken(@Arg('input', () => ApiTokenInput) input: ApiTokenInput, @Ctx() ctx: AppContext) {
    return ctx.services.apiTokens.create(input);
  }

  @Auth() @Mutation(() => ApiToken, { description: 'Revokes one of your API tokens: it stops working at once. Activity-logged.' })
  revokeApiToken(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.apiTokens.revoke(id);
  }
}
