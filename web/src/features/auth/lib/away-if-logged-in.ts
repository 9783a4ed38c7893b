import { redirect } from 'react-router';
import type { browserApollo } from '../../../lib/apollo';
import { MeDocument } from '../../../lib/api/me';

const staffRoles = new Set(['ADMIN', 'OWNER']);

export const isStaffRole = (role: string) => staffRoles.has(role);

/** Someone already logged in has nothing to do on login or register (SPEC §4): home. */
export async function awayIfLoggedIn(client: ReturnType<typeof browserApollo>): Promise<null> {
  const me = (await client.query({ query: MeDocument })).data?.me;
  if (me) throw redirect('/');
  return null;
}
