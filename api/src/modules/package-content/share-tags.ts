/** What a link preview shows of a package page. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute page URL. */
  url: string;
  /** Absolute URL of a JPEG picture, with its size. */
  image?: { url: string; width: number; height: number } | null;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built index.html with the package's title, description, canonical link and Open Graph tags,
 * for link previews (WhatsApp, Viber, Facebook) whose crawlers do not run the app. No script is added:
 * the page keeps passing the CSP (the app adds the JSON-LD once it runs).
 */
export function withShareTags(html: string, p: SharePreview): string {
  const title = `${p.title} | Bani Travel`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(p.url)}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="Bani Travel" />`,
    `<meta property="og:title" content="${escapeHtml(p.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(p.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(p.url)}" />`,
    ...(p.image
      ? [
          `<meta property="og:image" content="${escapeHtml(p.image.url)}" />`,
          `<meta property="og:image:width" content="${p.image.width}" />`,
          `<meta property="og:image:height" content="${p.image.height}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(p.description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
