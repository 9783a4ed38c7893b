import { Router } from 'express';
import { legacy, legacyKeptArray } from '../../rest/legacy.js';
import { STAFF } from '../users/role.js';
import { PackageInput, PackageUpdateInput } from './package.inputs.js';
import { LEGACY_PACKAGE_COLUMNS, packageVocab, toLegacyPackage } from './package.legacy.js';

/** LEGACY-API §3 packages (aranzhmanet). */
export const packageRoutes = Router();

// The whole catalogue on sale (the legacy client filters it in the browser): from the compressed copies
// kept (made again right after a package or place write), or streamed, whatever its size. Staff signed
// in get every package, departed ones included, streamed (LEGACY-API differences, issue 41).
const staff = (user: { role: string } | null) => !!user && (STAFF as readonly string[]).includes(user.role);
packageRoutes.get('/aranzhmanet', legacyKeptArray(
  ({ services, user }) => (staff(user) ? undefined : services.packages.listCompressed()),
  ({ services, user }) => services.packages.listAsJson(LEGACY_PACKAGE_COLUMNS, staff(user)),
));

packageRoutes.get('/aranzhmanet/:id', legacy(async ({ services, id }) => toLegacyPackage(await services.packages.get(id()))));

packageRoutes.post('/add-Aranzhmani', legacy({ roles: STAFF, vocab: packageVocab, status: 201 }, async ({ services, input }) =>
  toLegacyPackage(await services.packages.create(await input(PackageInput)))));

packageRoutes.put('/Aranzhmani-update/:id', legacy({ roles: STAFF, vocab: packageVocab }, async ({ services, input, body, id }) => {
  const patch = await input(PackageUpdateInput);
  // An edit row that never touched the city select sends no qytetiId: keep it (undefined), but an
  // explicit "" or null removes the city.
  if ('qytetiId' in body && (body.qytetiId === '' || body.qytetiId === null)) patch.cityId = null;
  return toLegacyPackage(await services.packages.update(id(), patch));
}));

packageRoutes.delete('/Aranzhmani-delete/:id', legacy({ roles: STAFF }, async ({ services, id }) => {
  await services.packages.delete(id());
  return { message: 'Aranzhmani u fshi me sukses.' };
}));
