/** HTML text or attribute value, escaped. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** What a page's link preview says: the same tags for a rendered page and a package's preview page. */
export interface OpenGraph {
  url: string;
  type: 'website' | 'product';
  title: string;
  description?: string;
  image?: { url: string; width: number; height: number } | null;
}

/** The canonical link and the Open Graph tags of a page, escaped for the HTML head. */
export function openGraphTags(g: OpenGraph): string[] {
  return [
    `<link rel="canonical" href="${escapeHtml(g.url)}" />`,
    `<meta property="og:type" content="${g.type}" />`,
    `<meta property="og:site_name" content="Bani Travel" />`,
    `<meta property="og:title" content="${escapeHtml(g.title)}" />`,
    ...(g.description ? [`<meta property="og:description" content="${escapeHtml(g.description)}" />`] : []),
    `<meta property="og:url" content="${escapeHtml(g.url)}" />`,
    ...(g.image
      ? [
          `<meta property="og:image" content="${escapeHtml(g.image.url)}" />`,
          `<meta property="og:image:width" content="${g.image.width}" />`,
          `<meta property="og:image:height" content="${g.image.height}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
  ];
}
