import { Router, type Request, type Response } from 'express';
import { bodyOf, pick } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { limitLogin } from '../../http/rate-limit.js';
import { logIn, logOut, SESSION_COOKIE } from '../../http/session.js';
import { parseInput } from '../../shared/validate.js';
import { STAFF } from './role.js';
import { toLegacyUser } from './user.legacy.js';
import { LoginInput, RegisterInput } from './user.inputs.js';

const REGISTER_KEYS = ['firstName', 'lastName', 'number', 'email', 'username', 'password'] as const;

/** Session routes at the root (`GET /user`, `POST /logout`) as the legacy client calls them. */
export const sessionRoutes = Router();

sessionRoutes.get('/user', (req, res) => {
  const user = req.ctx.user;
  if (!user) {
    res.status(401).json({ error: 'Nuk jeni të kyçur.' });
    return;
  }
  res.json({ user: { id: user.id, username: user.username, role: user.role } });
});

sessionRoutes.post('/logout', async (req, res) => {
  await logOut(req);
  res.clearCookie(SESSION_COOKIE, { path: '/' });
  res.status(200).json({ message: 'Logged out' });
});

/** Account routes under /api. */
export const accountRoutes = Router();

accountRoutes.post('/login', async (req, res) => {
  const input = await parseInput(LoginInput, pick(bodyOf(req), ['username', 'password']));
  const user = await limitLogin(req.ctx, input.username, () => req.ctx.services.users.authenticate(input));
  await logIn(req, user.id);
  res.json({ message: 'Login ishte i suksshëm.', user: { id: user.id, username: user.username, role: user.role } });
});

const register = async (req: Request, res: Response) => {
  const input = await parseInput(RegisterInput, pick(bodyOf(req), REGISTER_KEYS));
  const user = await req.ctx.services.users.register(input);
  res.status(201).json({ message: 'Regjistrimi ishte i suksshëm.', user: toLegacyUser(user) });
};
accountRoutes.post('/register', register);
accountRoutes.post('/registerForm', register);

accountRoutes.get('/users-count', async (req, res) => {
  requireRole(req, STAFF);
  res.json({ count: await req.ctx.services.users.countClients() });
});
