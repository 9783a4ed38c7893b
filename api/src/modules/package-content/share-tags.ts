import { escapeHtml, openGraphTags } from '../../shared/open-graph.js';

/** What a link preview shows of a package page. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute page URL. */
  url: string;
  /** Absolute URL of a JPEG picture, with its size. */
  image?: { url: string; width: number; height: number } | null;
}

/**
 * The built index.html with the package's title, description, canonical link and Open Graph tags,
 * for link previews (WhatsApp, Viber, Facebook) whose crawlers do not run the app. No script is added:
 * the page keeps passing the CSP (the app adds the JSON-LD once it runs).
 */
export function withShareTags(html: string, p: SharePreview): string {
  const title = `${p.title} | Bani Travel`;
  const tags = openGraphTags({ url: p.url, type: 'product', title: p.title, description: p.description, image: p.image }).join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(p.description)}" />`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
