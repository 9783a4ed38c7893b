import { useOrigin } from '../lib/use-origin';
import { jsonForScript, packageJsonLd, type SharedPackage } from '../lib/structured-data';

/**
 * Open Graph tags and JSON-LD of the package page. React 19 hoists the <meta> tags into <head>; the
 * JSON-LD is a data block (never executed, so the CSP's script-src 'self' allows it). URLs must be
 * absolute: they need the page's origin (none while rendering on a server).
 */
export function PackageMeta({ pkg }: { pkg: SharedPackage }) {
  const origin = useOrigin();
  if (!origin) return null;
  const url = `${origin}/aranzhmani/${pkg.id}`;
  return (
    <>
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content="Bani Travel" />
      <meta property="og:title" content={pkg.title} />
      <meta property="og:description" content={pkg.description} />
      <meta property="og:url" content={url} />
      {pkg.images[0] && <meta property="og:image" content={origin + pkg.images[0]} />}
      <link rel="canonical" href={url} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(packageJsonLd(pkg, origin)) }} />
    </>
  );
}
