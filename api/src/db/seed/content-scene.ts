/** What the picture shows. */
export type SceneKind = 'sea' | 'mountains' | 'desert' | 'city' | 'balloons';

interface Palette { skyTop: string; skyBottom: string; sun: string; far: string; near: string; sea: string }

const PALETTES: Palette[] = [
  { skyTop: '#ff7e5f', skyBottom: '#feb47b', sun: '#fff3b0', far: '#8e5b9a', near: '#4a2f5e', sea: '#1d6fa3' },
  { skyTop: '#2193b0', skyBottom: '#9be7f5', sun: '#fff7ae', far: '#5fa85a', near: '#2e6b34', sea: '#0a7fc0' },
  { skyTop: '#4b6cb7', skyBottom: '#f9c784', sun: '#ffe0a3', far: '#506680', near: '#253447', sea: '#2b5d8a' },
  { skyTop: '#f7971e', skyBottom: '#ffe17a', sun: '#ffffff', far: '#d4a373', near: '#a0642a', sea: '#1b9aaa' },
  { skyTop: '#6a85b6', skyBottom: '#d8ecff', sun: '#ffffff', far: '#b9c6d6', near: '#6d7f95', sea: '#3a7ca5' },
];

/** Ground and skyline shapes per kind, drawn over the sky on a 1000×560 canvas. */
function landscape(kind: SceneKind, p: Palette, r: () => number): string {
  const hills = (y: number, amp: number, fill: string) => {
    let d = `M0 560 L0 ${y}`;
    for (let x = 0; x <= 1000; x += 125) d += ` Q${x + 62} ${y - amp * (0.4 + r())} ${x + 125} ${y + (r() - 0.5) * 20}`;
    return `<path d="${d} L1000 560 Z" fill="${fill}"/>`;
  };
  const sea = `<rect x="0" y="430" width="1000" height="130" fill="${p.sea}"/>` +
    [450, 480, 515].map((y) => `<path d="M0 ${y} q50 -8 100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0 t100 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" fill="none"/>`).join('');
  switch (kind) {
    case 'sea':
      return hills(400, 90, p.far) + sea;
    case 'mountains': {
      const peaks = [[120, 170], [330, 110], [560, 150], [800, 95], [980, 180]];
      const ridge = peaks.map(([x, y]) => `L${x} ${y} L${x + 110} 330`).join(' ');
      const caps = peaks.map(([x, y]) => `<path d="M${x} ${y} L${x - 35} ${y + 55} L${x + 35} ${y + 55} Z" fill="#ffffff"/>`).join('');
      return `<path d="M-100 560 L-100 330 ${ridge} L1100 560 Z" fill="${p.near}"/>${caps}` + hills(470, 40, '#f4f7fb');
    }
    case 'desert':
      return hills(420, 70, p.far) + hills(480, 50, p.near);
    case 'city': {
      let x = 0;
      let towers = '';
      while (x < 1000) {
        const w = 40 + r() * 60;
        const h = 80 + r() * 170;
        towers += `<rect x="${x.toFixed(0)}" y="${(430 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${p.near}"/>`;
        if (r() > 0.6) towers += `<circle cx="${(x + w / 2).toFixed(0)}" cy="${(430 - h).toFixed(0)}" r="${(w / 2).toFixed(0)}" fill="${p.near}"/>`;
        x += w + 8;
      }
      return towers + sea;
    }
    case 'balloons': {
      const balloons = [[180, 150, '#e63946'], [420, 90, '#f4a261'], [640, 170, '#2a9d8f'], [830, 110, '#e9c46a']]
        .map(([cx, cy, c]) => `<ellipse cx="${cx}" cy="${cy}" rx="34" ry="42" fill="${c}"/><rect x="${Number(cx) - 9}" y="${Number(cy) + 52}" width="18" height="14" fill="#6b4226"/>`).join('');
      return balloons + hills(380, 110, p.far) + hills(460, 70, p.near);
    }
  }
}

/**
 * A colourful SVG scene: gradient sky, sun, ground. Deterministic per seed. No text on it: a picture
 * with words baked in keeps them in one language, so the page writes the caption in its own.
 */
export function sceneSvg(kind: SceneKind, seed: number): string {
  let state = seed || 1;
  const r = () => ((state = (state * 16807) % 2147483647) / 2147483647);
  const p = PALETTES[seed % PALETTES.length];
  const sunX = 150 + r() * 700;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="560" viewBox="0 0 1000 560" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>
  <rect width="1000" height="560" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="120" r="140" fill="url(#glow)"/><circle cx="${sunX.toFixed(0)}" cy="120" r="55" fill="${p.sun}"/>
  ${landscape(kind, p, r)}
</svg>`;
}

/** The scene rendered to a PNG of the given size (no network, no fonts). */
export async function renderScene(kind: SceneKind, seed: number, width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = Buffer.from(sceneSvg(kind, seed));
  return sharp(svg, { density: 72 * (width / 1000) }).resize(width, height, { fit: 'cover' }).png({ compressionLevel: 1 }).toBuffer();
}
