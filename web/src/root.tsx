import './index.css';
import { data as routerData, Links, Outlet, redirect, Scripts, ScrollRestoration, useLoaderData, type ClientLoaderFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from 'react-router';
import { canonicalPath } from './app/canonical-path';
import { RouteError } from './app/routes/route-error';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument } from './lib/api/me';
import { browserApollo } from './lib/apollo';
import { flashOfRequest, takeFlash } from './lib/flash';
import { useTranslation } from './lib/i18n/translation';
import { useNonce } from './lib/nonce';
import type { PageHandle } from './lib/page-handle';
import { kindOfMe, useEndedSession, type VisitorKind } from './lib/visitor';

export const links: LinksFunction = () => [
  // PNG, not the SVG: Chromium decodes an SVG icon as a document of its own, on the page's main thread.
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

// The header's search on every page shows the text searched (destination-search.tsx).
export const handle: PageHandle = { query: ['s'] };

/** Another letter case of a page's path goes to the route table's own spelling (canonical-path.ts). */
function toCanonical(url: URL) {
  const canonical = canonicalPath(url.pathname);
  if (canonical) throw redirect(canonical + url.search, 301);
}

/*
 * Every page knows what kind of visitor it is drawn for (lib/visitor.ts): the header's account links,
 * the hearts and the reserve buttons. Not who: on the server the kind comes from the session (the load
 * context), so a public page is the same for every visitor of a kind and the API keeps it (issue 40);
 * their own data (name, favourites, bookings) is asked by the browser once the app runs. In the browser
 * the kind comes from `me`, asked once and then read from the cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  toCanonical(new URL(request.url));
  const { flash, headers } = flashOfRequest(request);
  return routerData({ visitor: context.visitor, origin: context.publicUrl, flash }, { headers });
}

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  toCanonical(new URL(request.url));
  const me = (await browserApollo().query({ query: MeDocument })).data?.me;
  return { visitor: kindOfMe(me), origin: window.location.origin, flash: takeFlash() };
}

/** The document around every page: its language, head, and React Router's scripts. */
export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  return (
    <html lang={i18n.language === 'en' ? 'en' : 'sq'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Links />
      </head>
      <body className="bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  const { visitor } = useLoaderData<{ visitor: VisitorKind }>();
  const client = useApolloClient();
  useEndedSession(visitor);
  // The server drew the page for an anonymous visitor: `me` is null, and the next page's loader need
  // not ask (a signed-in visitor's `me` comes with their own data, lib/visitor.ts). After hydration,
  // not during it: a part that reads `me` must first draw what the server drew.
  useEffect(() => {
    if (visitor === 'anonymous' && !client.cache.readQuery({ query: MeDocument })) client.cache.writeQuery({ query: MeDocument, data: { me: null } });
  }, [client, visitor]);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}

// The root's loader runs at every navigation: who is visiting may change, and a flash message belongs
// to one page only.
export const shouldRevalidate = () => true;
