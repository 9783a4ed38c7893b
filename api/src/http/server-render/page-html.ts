import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, openGraphTags } from '../../shared/open-graph.js';
import type { RenderedPage } from './bundle.js';

/** One chunk of Vite's manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What the head of a rendered page says besides what the render gave (a package's link preview). */
export interface PageHead {
  /** Absolute canonical URL of the page. */
  url: string;
  /** Open Graph type: "product" for a package page, else "website". */
  type: 'product' | 'website';
  /** Absolute JPEG picture with its size, for link previews. */
  image?: { url: string; width: number; height: number } | null;
}

/** The app's module, as Vite's manifest names it. */
const APP_MODULE = 'src/start.tsx';

// JSON inside a script element: `<` written `\u003c`, so no `</script>` can close it early.
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html filled with a server render: the page's markup in #root, its Apollo cache in a
 * JSON data block (never executed: the CSP's script-src 'self' holds), <html lang>, title, description,
 * canonical link and Open Graph tags, the preload of its largest picture, and the list of the chunks of
 * its lazy page (another JSON block): the entry fetches them with the app once the page is painted
 * (web/src/main.tsx), so that no code is on the way of the first and largest paint.
 */
export class PageTemplate {
  private readonly html: string;
  private readonly manifest: Record<string, ManifestChunk>;
  /** Chunks index.html already loads (its entry and their static imports). */
  private readonly inEntry: Set<string>;

  constructor(webDist: string, private readonly stateId: string, private readonly chunksId: string) {
    this.html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const manifestFile = path.join(webDist, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
    this.inEntry = this.closure(['index.html']);
  }

  fill(page: RenderedPage, head: PageHead): string {
    // The app (web/src/start.tsx, imported by the entry after the first paint), the page's lazy route, and
    // the English dictionary when the page is English: all fetched at once, then run one by one.
    const modules = [APP_MODULE, ...page.modules, ...(page.language === 'en' ? ['src/lib/i18n/en.ts'] : [])];
    const chunks = [...this.closure(modules)].filter((key) => !this.inEntry.has(key)).map((key) => this.manifest[key]!);
    const title = page.title ?? 'Bani Travel';
    const tags = [
      ...openGraphTags({ url: head.url, type: head.type, title, description: page.description, image: head.image }),
      ...(page.lcpImage
        ? [`<link rel="preload" as="image" href="${escapeHtml(page.lcpImage.href)}" imagesrcset="${escapeHtml(page.lcpImage.srcset)}" imagesizes="${escapeHtml(page.lcpImage.sizes)}" type="${escapeHtml(page.lcpImage.type)}" fetchpriority="high" />`]
        : []),
      ...chunks.flatMap((c) => c.css ?? []).map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}" />`),
    ].join('\n    ');
    // What React hoists out of the render (e.g. the preload of the header's logo) belongs in the head.
    const hoisted = /^(?:<link [^>]*\/>)+/.exec(page.html)?.[0] ?? '';
    const body = page.html.slice(hoisted.length);
    const state = `<script type="application/json" id="${this.stateId}">${page.state}</script>`
      + `\n    <script type="application/json" id="${this.chunksId}">${jsonForScript(chunks.map((c) => `/${c.file}`))}</script>`;
    return this.html
      .replace(/<html lang="[^"]*"/, () => `<html lang="${page.language}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, (m) => (page.description ? `<meta name="description" content="${escapeHtml(page.description)}" />` : m))
      .replace('</head>', () => `    ${tags}\n    ${hoisted}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${state}`);
  }

  /** The chunks of these manifest keys with all their static imports. */
  private closure(keys: string[]): Set<string> {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !this.manifest[key]) return;
      seen.add(key);
      for (const imported of this.manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  }
}
