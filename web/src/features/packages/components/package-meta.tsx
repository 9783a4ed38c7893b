import { jsonForScript } from '../../../lib/json-script';
import { packageJsonLd, type SharedPackage } from '../lib/structured-data';
import { useOrigin } from '../lib/use-origin';

/**
 * The package page's JSON-LD (schema.org Product and Offer) for search engines, which run the app.
 * A data block: never executed, so the CSP's script-src 'self' allows it. Its URLs must be absolute:
 * it waits for the page's origin (none while rendering on a server). The Open Graph tags for link
 * previews, whose crawlers do not run the app, are in the page's HTML from the server (share.routes.ts).
 */
export function PackageMeta({ pkg }: { pkg: SharedPackage }) {
  const origin = useOrigin();
  if (!origin) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(packageJsonLd(pkg, origin)) }} />;
}
