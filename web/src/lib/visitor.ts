import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { MeDocument, type MeQuery } from './api/me';
import { useVisitorQuery } from './api/visitor';

/**
 * The kind of visitor a page is drawn for (ADR 0019, issue 40): all a public page's HTML may depend
 * on, so the API keeps one page per kind for everyone. The server's root loader says it from the
 * session (the load context's `visitor`), the browser's from `me`.
 */
export type VisitorKind = 'anonymous' | 'customer' | 'staff';

const staffRoles = new Set(['ADMIN', 'OWNER']);

export const kindOfMe = (me: MeQuery['me'] | undefined): VisitorKind => (!me ? 'anonymous' : staffRoles.has(me.role) ? 'staff' : 'customer');

/** The page's visitor kind, from the root's data (anonymous on an error page the root could not load). */
export function useVisitorKind(): VisitorKind {
  return (useRouteLoaderData('root') as { visitor?: VisitorKind } | undefined)?.visitor ?? 'anonymous';
}

const none: ReadonlySet<number> = new Set();

/**
 * The visitor's own parts of a public page: asked by the browser once the app runs (one query, never
 * for an anonymous visitor, never on the server, so the kept page holds none of them). Until the answer
 * comes, the page is drawn as the server drew it (no heart filled, no count): hydration matches, and
 * the controls are there to use from the first paint.
 */
export function useVisitor() {
  const kind = useVisitorKind();
  const { data } = useVisitorQuery({ skip: import.meta.env.SSR || kind === 'anonymous' });
  const favourite = useMemo(() => (data ? new Set(data.myFavourites.map((p) => p.id)) : none), [data]);
  // Any booking not cancelled (the server says which): the button stays "E rezervuar" after a reload.
  const reserved = useMemo(() => (data ? new Set(data.myBookedPackageIds) : none), [data]);
  return {
    kind,
    signedIn: kind !== 'anonymous',
    /** Undefined until the browser's answer. */
    me: data?.me ?? undefined,
    favourite,
    reserved,
    favouritesCount: data?.myFavouritesCount,
  };
}

/**
 * A page drawn for a signed-in visitor whose session has ended meanwhile (its lifetime, a password
 * changed on another device): the API may send the kept page of their kind from its hint (ADR 0052).
 * Once the visitor query finds no one there, the root's data is read again and the page is drawn for
 * a visitor, Login in the header.
 */
export function useEndedSession(kind: VisitorKind): void {
  const { data, error } = useVisitorQuery({ skip: import.meta.env.SSR || kind === 'anonymous' });
  const client = useApolloClient();
  const { revalidate } = useRevalidator();
  const once = useRef(false);
  // The API's refusal (not a network failure): a small check, as the page's first script carries it.
  const refused = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  const ended = kind !== 'anonymous' && (data ? !data.me : refused);
  useEffect(() => {
    if (!ended || once.current) return;
    once.current = true;
    // The root's loader asks `me` of the cache first: no one, as the API just said.
    client.cache.writeQuery({ query: MeDocument, data: { me: null } });
    void revalidate();
  }, [ended, client, revalidate]);
}
