import { redirect } from 'react-router';
import type { browserApollo } from '../../../lib/apollo';
import { MeDocument } from '../../../lib/api/me';
import type { VisitorKind } from '../../../lib/visitor';

const staffRoles = new Set(['ADMIN', 'OWNER']);

export const isStaffRole = (role: string) => staffRoles.has(role);

/** Someone already logged in has nothing to do on login or register (SPEC §4): home. */
export async function awayIfLoggedIn(client: ReturnType<typeof browserApollo>): Promise<null> {
  const me = (await client.query({ query: MeDocument })).data?.me;
  return awayIfSignedIn(me ? 'customer' : 'anonymous');
}

/**
 * The same on the server, from the load context's visitor kind: the page asks nothing of the visitor,
 * so an anonymous visitor's login page is one the API keeps (issue 40).
 */
export function awayIfSignedIn(visitor: VisitorKind): null {
  if (visitor !== 'anonymous') throw redirect('/');
  return null;
}
