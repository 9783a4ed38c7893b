import { GraphQLDirective, GraphQLList, GraphQLNonNull, DirectiveLocation, type GraphQLEnumType } from 'graphql';
import { Authorized, Directive, type AuthCheckerFn } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from '../shared/errors.js';
import type { AppContext } from '../http/context.js';
import { Role, SIGNED_IN } from '../modules/users/role.js';

const gqlName = (r: Role) => r.toUpperCase();

/**
 * THE role decorator: one call both enforces the roles (TypeGraphQL's authChecker) and prints
 * `@auth(requires: [...])` on the field in the SDL, so the contract and the enforcement cannot disagree.
 * `@Auth()` means "any logged-in user".
 */
export function Auth(...roles: Role[]): MethodDecorator & PropertyDecorator {
  const required = roles.length ? roles : SIGNED_IN;
  const authorized = Authorized(...required);
  const directive = Directive(`@auth(requires: [${required.map(gqlName).join(', ')}])`);
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    (authorized as (t: object, k: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
    (directive as (t: object, k: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
  };
}

export const authChecker: AuthCheckerFn<AppContext, Role> = ({ context }, roles) => {
  if (!context.user) throw new UnauthenticatedError();
  if (roles.length && !roles.includes(context.user.role)) throw new ForbiddenError();
  // An API token never reaches what only staff may (graphql/token-scopes.ts), whoever its account is:
  // only fields open to customers or to partners' people.
  if (context.token && roles.length && !roles.some((r) => r === Role.USER || r === Role.PARTNER)) throw new ForbiddenError(TOKEN_NOT_STAFF);
  return true;
};

export const TOKEN_NOT_STAFF = 'Tokeni i API-së nuk arrin fushat e stafit.';

/** The SDL definition of @auth, typed with the schema's own Role enum. */
export function authDirective(roleType: GraphQLEnumType): GraphQLDirective {
  return new GraphQLDirective({
    name: 'auth',
    description: 'The roles allowed to read this field; enforced by the server.',
    locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
    args: { requires: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(roleType))) } },
  });
}
