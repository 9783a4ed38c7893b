import { Router } from 'express';
import { logOut } from '../../http/session.js';
import { signIn } from '../../http/sign-in.js';
import { legacy, LegacyVocabulary } from '../../rest/legacy.js';
import { UnauthenticatedError } from '../../shared/errors.js';
import { STAFF } from './role.js';
import { LoginInput, RegisterInput } from './user.inputs.js';
import { toLegacySessionUser, toLegacyUser } from './user.legacy.js';

/** The login and registration forms send our own keys. */
const loginForm = LegacyVocabulary.verbatim(['username', 'password', 'code']);
const registerForm = LegacyVocabulary.verbatim(['firstName', 'lastName', 'number', 'email', 'username', 'password']);

/** Session routes at the root (`GET /user`, `POST /logout`) as the legacy client calls them. */
export const sessionRoutes = Router();

sessionRoutes.get('/user', legacy(async ({ user }) => {
  if (!user) throw new UnauthenticatedError('Nuk jeni të kyçur.');
  return { user: toLegacySessionUser(user) };
}));

sessionRoutes.post('/logout', legacy(async ({ req }) => {
  await logOut(req);
  return { message: 'Logged out' };
}));

/** Account routes under /api. */
export const accountRoutes = Router();

/**
 * LEGACY-API §2 login. An account with a second factor signs in here only with its `code` in the same
 * body (the legacy client has no second step); without it the answer is a 401 naming the step
 * (docs/legacy-api-differences.md), and no session starts.
 */
accountRoutes.post('/login', legacy({ vocab: loginForm }, async ({ ctx, input }) => {
  const user = await signIn(ctx, await input(LoginInput), false);
  return { message: 'Login ishte i suksesshëm.', user: toLegacySessionUser(user) };
}));

const register = legacy({ vocab: registerForm, status: 201 }, async ({ services, input }) => {
  const user = await services.users.register(await input(RegisterInput));
  return { message: 'Regjistrimi ishte i suksesshëm.', user: toLegacyUser(user) };
});
accountRoutes.post('/register', register);
accountRoutes.post('/registerForm', register);

accountRoutes.get('/users-count', legacy({ roles: STAFF }, async ({ services }) => ({ count: await services.users.countClients() })));
