import { Router } from 'express';
import { legacy } from '../../rest/legacy.js';
import { STAFF } from './role.js';
import { UserUpdateInput } from './user-admin.inputs.js';
import { RegisterInput } from './user.inputs.js';
import { newUserVocab, toLegacyUser, userEditVocab } from './user.legacy.js';

/** LEGACY-API §2 user management. */
export const userAdminRoutes = Router();

userAdminRoutes.get('/users-get', legacy({ roles: STAFF }, async ({ services }) => (await services.userAdmin.all()).map(toLegacyUser)));

userAdminRoutes.post('/AddUser', legacy({ roles: STAFF, vocab: newUserVocab, status: 201 }, async ({ services, input }) => {
  const user = await services.userAdmin.create(await input(RegisterInput));
  return { message: 'Regjistrimi ishte i suksesshëm.', user: toLegacyUser(user) };
}));

userAdminRoutes.put('/users/:id', legacy({ roles: STAFF, vocab: userEditVocab }, async ({ services, input, id }) => {
  const patch = await input(UserUpdateInput);
  return toLegacyUser(await services.userAdmin.update(id(), patch));
}));

userAdminRoutes.delete('/users/:id', legacy({ roles: STAFF }, async ({ services, id }) => {
  await services.userAdmin.delete(id());
  return { message: 'Përdoruesi u fshi me sukses.' };
}));
