import './index.css';
import { data as routerData, Links, Outlet, redirect, Scripts, ScrollRestoration, type ClientLoaderFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from 'react-router';
import { canonicalPath } from './app/canonical-path';
import { RouteError } from './app/routes/route-error';
import { MeDocument } from './lib/api/me';
import { flashOfRequest, takeFlash } from './lib/flash';
import { useTranslation } from './lib/i18n/translation';
import { useNonce } from './lib/nonce';
import type { PageHandle } from './lib/page-handle';
import { pageQuery, routeData } from './lib/route-data';

export const links: LinksFunction = () => [
  // PNG, not the SVG: Chromium decodes an SVG icon as a document of its own, on the page's main thread.
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

// The header's search on every page shows the text searched (destination-search.tsx).
export const handle: PageHandle = { query: ['s'] };

// Every page knows who is visiting (the header's account links, the reserve buttons).
const route = routeData(() => [pageQuery(MeDocument, {})]);

/** Another letter case of a page's path goes to the route table's own spelling (canonical-path.ts). */
function toCanonical(url: URL) {
  const canonical = canonicalPath(url.pathname);
  if (canonical) throw redirect(canonical + url.search, 301);
}

export async function loader(args: LoaderFunctionArgs) {
  toCanonical(new URL(args.request.url));
  const { flash, headers } = flashOfRequest(args.request);
  return routerData({ ...(await route.loader(args)), origin: args.context.publicUrl, flash }, { headers });
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  toCanonical(new URL(args.request.url));
  return { ...(await route.clientLoader(args)), origin: window.location.origin, flash: takeFlash() };
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
  route.useHydrate();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError />;
}

// The root's loader runs at every navigation: who is visiting may change, and a flash message belongs
// to one page only.
export const shouldRevalidate = () => true;
