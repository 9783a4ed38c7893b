import { useLocation, useRouteLoaderData } from 'react-router';
import { jsonForScript } from './json-script';
import { documentTitle } from './use-document-title';

const defaultDescription = 'Bani Travel: agjenci udhëtimi nga Kosova';

/** The site's address for absolute links: the server's PUBLIC_URL, then the browser's (root.tsx). */
export function useSiteOrigin(): string {
  return (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? '';
}

interface Props {
  title: string;
  description?: string | undefined;
  /** "product" for a package page. */
  type?: 'website' | 'product';
  /** An absolute JPEG picture with its size, for link previews. */
  image?: { url: string; width: number; height: number } | null | undefined;
  /** schema.org structured data (a package's Product and Offer). */
  jsonLd?: Record<string, unknown> | undefined;
}

/**
 * A page's head: title, description, canonical link and Open Graph tags, in the server's HTML for every
 * crawler (React puts them in <head>, on the server and at each navigation), and its JSON-LD, a data
 * block the CSP does not concern (it is never run).
 */
export function PageMeta({ title, description, type = 'website', image, jsonLd }: Props) {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const url = origin + (pathname === '/' ? '/' : pathname.replace(/\/$/, ''));
  const text = description || defaultDescription;
  return (
    <>
      <title>{documentTitle(title)}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Bani Travel" />
      <meta property="og:title" content={title || 'Bani Travel'} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={image.url} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta name="twitter:card" content="summary_large_image" />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />}
    </>
  );
}
