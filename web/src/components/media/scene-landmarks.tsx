import type { ReactNode } from 'react';

/*
 * The landmark silhouettes of the illustrations (scene.tsx draws the sky, the sun or moon and the
 * fireworks around them): each is drawn in the mood's colours, on the 400×250 view box.
 */
export type Landmark =
  | 'beach'
  | 'bay'
  | 'mosque'
  | 'balloons'
  | 'newyork'
  | 'vegas'
  | 'bridge'
  | 'desert'
  | 'lake'
  | 'mountains'
  | 'hotel'
  | 'eiffel'
  | 'colosseum'
  | 'windmill'
  | 'sagrada'
  | 'gate'
  | 'bigben'
  | 'temple';

/** The colours of a mood (scene.tsx's palettes), which every drawing is made in. */
export interface Palette {
  sky: [string, string];
  sun: string;
  shape: string;
  ground: string;
  water: string;
  light: string;
}

type Draw = (p: Palette) => ReactNode;

const windows = (x: number, y: number, cols: number, rows: number, colour: string) =>
  Array.from({ length: cols * rows }, (_, i) => (
    <rect key={i} x={x + (i % cols) * 8} y={y + Math.floor(i / cols) * 10} width={3} height={5} fill={colour} opacity={(i * 7) % 3 ? 0.9 : 0.35} />
  ));

const skyline = (p: Palette, heights: number[], base = 215) =>
  heights.map((h, i) => (
    <g key={i}>
      <rect x={10 + i * 32} y={base - h} width={28} height={h} fill={p.shape} />
      {windows(14 + i * 32, base - h + 8, 3, Math.floor((h - 12) / 10), p.light)}
    </g>
  ));

const water = (p: Palette, y = 205) => (
  <>
    <rect x={0} y={y} width={400} height={250 - y} fill={p.water} />
    {[0, 1, 2].map((i) => (
      <path key={i} d={`M${20 + i * 130} ${y + 15 + i * 8} q15 -5 30 0 t30 0`} stroke={p.light} strokeOpacity={0.5} fill="none" strokeWidth={2} />
    ))}
  </>
);

const hills = (p: Palette, y = 215) => <path d={`M0 ${y} Q100 ${y - 25} 200 ${y - 8} T400 ${y - 12} V250 H0 Z`} fill={p.ground} />;

export const landmarks: Record<Landmark, Draw> = {
  beach: (p) => (
    <>
      {water(p, 175)}
      <path d="M0 215 Q200 195 400 220 V250 H0 Z" fill="#fcd34d" opacity={0.9} />
      <path d="M300 215 q-5 -50 8 -95" stroke={p.shape} strokeWidth={6} fill="none" />
      <path d="M308 120 q-30 -10 -45 10 M308 120 q-25 -25 -50 -15 M308 120 q25 -25 50 -10 M308 120 q30 -5 40 20 M308 120 q5 -30 -5 -45" stroke="#166534" strokeWidth={7} fill="none" strokeLinecap="round" />
    </>
  ),
  bay: (p) => (
    <>
      {water(p, 190)}
      <path d="M0 200 Q120 120 260 150 T400 140 V200 H0 Z" fill={p.ground} />
      {[30, 62, 94, 126, 158, 190].map((x, i) => (
        <g key={x}>
          <rect x={x} y={165 - (i % 3) * 14} width={24} height={18} fill="#f8fafc" />
          <rect x={x + 8} y={170 - (i % 3) * 14} width={6} height={7} fill="#0369a1" />
        </g>
      ))}
      <path d="M290 150 h60 v-25 h-8 v8 h-8 v-8 h-8 v8 h-8 v-8 h-8 v8 h-8 v-8 h-12 z" fill={p.shape} />
    </>
  ),
  mosque: (p) => (
    <>
      {water(p, 210)}
      <path d="M130 210 V160 h140 v50 Z M150 160 a50 45 0 0 1 100 0 Z M185 118 a15 14 0 0 1 30 0 Z" fill={p.shape} />
      {[110, 290].map((x) => (
        <path key={x} d={`M${x} 210 V90 l5 -20 l5 20 V210 Z`} fill={p.shape} />
      ))}
      {[95, 305].map((x) => (
        <path key={x} d={`M${x} 210 V115 l4 -16 l4 16 V210 Z`} fill={p.shape} />
      ))}
    </>
  ),
  balloons: (p) => (
    <>
      <path d="M0 200 L60 160 L100 185 L150 140 L210 190 L260 150 L320 185 L400 150 V250 H0 Z" fill={p.shape} opacity={0.85} />
      {[
        [90, 70, '#ef4444'],
        [200, 50, '#f59e0b'],
        [300, 90, '#10b981'],
        [250, 130, '#6366f1'],
      ].map(([x, y, c]) => (
        <g key={String(c)}>
          <ellipse cx={Number(x)} cy={Number(y)} rx={18} ry={22} fill={String(c)} />
          <path d={`M${Number(x) - 10} ${Number(y) + 18} L${Number(x) - 4} ${Number(y) + 32} h8 L${Number(x) + 10} ${Number(y) + 18}`} stroke={p.shape} fill="none" />
          <rect x={Number(x) - 5} y={Number(y) + 32} width={10} height={7} fill="#78350f" />
        </g>
      ))}
    </>
  ),
  newyork: (p) => (
    <>
      {water(p, 218)}
      {skyline(p, [60, 95, 70, 120, 80, 55, 100, 75, 65, 90, 50, 85])}
      <path d="M196 215 V95 l8 -12 l8 12 V215 Z M203 83 V55 h2 V83 Z" fill={p.shape} />
    </>
  ),
  vegas: (p) => (
    <>
      {skyline(p, [70, 110, 60, 90, 130, 75, 100, 60, 115, 80, 65, 95])}
      <rect x={0} y={215} width={400} height={35} fill={p.ground} />
      {['#f43f5e', '#22d3ee', '#a3e635', '#f59e0b', '#e879f9'].map((c, i) => (
        <rect key={c} x={30 + i * 75} y={225} width={40} height={8} rx={4} fill={c} />
      ))}
      <path d="M330 215 V150 M316 150 h28 v-22 h-28 Z" stroke="#f472b6" strokeWidth={3} fill="none" />
    </>
  ),
  bridge: (p) => (
    <>
      {water(p, 190)}
      <path d="M0 170 h400 v6 H0 Z" fill="#b91c1c" />
      {[110, 290].map((x) => (
        <path key={x} d={`M${x - 7} 200 V60 h14 V200 Z M${x - 7} 80 h14 v4 h-14 Z M${x - 7} 110 h14 v4 h-14 Z`} fill="#b91c1c" />
      ))}
      <path d="M0 150 Q55 165 110 62 Q200 175 290 62 Q345 165 400 150" stroke="#b91c1c" strokeWidth={3} fill="none" />
      <path d="M0 215 Q60 200 130 212 V250 H0 Z" fill={p.ground} />
    </>
  ),
  desert: (p) => (
    <>
      <path d="M0 205 Q90 180 190 200 T400 195 V250 H0 Z" fill="#d97706" />
      <path d="M0 225 Q120 205 250 222 T400 220 V250 H0 Z" fill="#b45309" />
      <path d="M196 200 V130 h3 V60 h2 V20 h2 V60 h2 V130 h3 V200 Z M186 200 V150 h10 v50 Z M206 200 V140 h10 v60 Z" fill={p.shape} />
      {skyline(p, [40, 55, 35], 200).map((b, i) => (
        <g key={i} transform={`translate(${i < 2 ? 40 : 250} 0)`}>
          {b}
        </g>
      ))}
    </>
  ),
  lake: (p) => (
    <>
      {water(p, 180)}
      <path d="M0 180 Q70 110 150 140 T280 120 T400 150 V180 H0 Z" fill={p.ground} opacity={0.9} />
      <path d="M260 140 v-18 h30 v18 Z M265 122 a10 9 0 0 1 20 0 Z M274 105 h2 v8 h-2 Z" fill="#92400e" />
    </>
  ),
  mountains: (p) => (
    <>
      <path d="M0 210 L90 80 L150 160 L220 60 L300 150 L350 110 L400 170 V250 H0 Z" fill={p.shape} />
      <path d="M90 80 L70 110 L85 105 L100 115 L112 100 Z M220 60 L195 97 L212 90 L228 102 L243 92 Z M350 110 L337 128 L352 124 L362 132 Z" fill="#f8fafc" />
      <path d="M0 215 Q200 185 400 215 V250 H0 Z" fill="#f1f5f9" />
      {[40, 70, 320, 355].map((x) => (
        <path key={x} d={`M${x} 220 l12 -35 l12 35 Z`} fill="#166534" />
      ))}
    </>
  ),
  hotel: (p) => (
    <>
      {hills(p)}
      <rect x={130} y={95} width={140} height={115} fill={p.shape} />
      <rect x={120} y={88} width={160} height={10} fill={p.shape} />
      {windows(142, 105, 15, 9, p.light)}
      <rect x={188} y={190} width={24} height={20} fill={p.light} opacity={0.8} />
    </>
  ),
  eiffel: (p) => (
    <>
      {hills(p)}
      <path d="M197 30 h6 l8 70 h8 l20 110 h-16 l-10 -40 h-26 l-10 40 h-16 l20 -110 h8 Z M188 100 h24 v6 h-24 Z M181 140 h38 v6 h-38 Z" fill={p.shape} />
    </>
  ),
  colosseum: (p) => (
    <>
      {hills(p)}
      <path d="M80 205 V120 Q200 95 320 120 V205 Z" fill="#a16207" />
      {[0, 1, 2].map((row) =>
        Array.from({ length: 10 }, (_, i) => (
          <path key={`${row}-${i}`} d={`M${92 + i * 23} ${195 - row * 27} v-12 a6 6 0 0 1 12 0 v12 Z`} fill={p.sky[0]} opacity={0.75} />
        )),
      )}
    </>
  ),
  windmill: (p) => (
    <>
      <rect x={0} y={200} width={400} height={50} fill={p.ground} />
      {['#ef4444', '#f59e0b', '#ec4899', '#f8fafc'].map((c, i) => (
        <rect key={c} x={0} y={208 + i * 10} width={400} height={5} fill={c} opacity={0.8} />
      ))}
      <path d="M185 200 L192 110 h16 L215 200 Z" fill={p.shape} />
      <g transform="translate(200 110) rotate(20)" fill={p.shape}>
        {[0, 90, 180, 270].map((a) => (
          <rect key={a} x={-4} y={-70} width={8} height={70} transform={`rotate(${a})`} />
        ))}
      </g>
    </>
  ),
  sagrada: (p) => (
    <>
      {hills(p)}
      {[150, 175, 200, 225, 250].map((x, i) => (
        <path key={x} d={`M${x - 9} 205 V${110 - (i === 2 ? 40 : i % 2 ? 15 : 0)} L${x} ${80 - (i === 2 ? 45 : i % 2 ? 15 : 0)} L${x + 9} ${110 - (i === 2 ? 40 : i % 2 ? 15 : 0)} V205 Z`} fill={p.shape} />
      ))}
    </>
  ),
  gate: (p) => (
    <>
      {hills(p)}
      <rect x={110} y={95} width={180} height={25} fill={p.shape} />
      <rect x={100} y={120} width={200} height={10} fill={p.shape} />
      {[105, 140, 175, 210, 245, 280].map((x) => (
        <rect key={x} x={x} y={130} width={14} height={78} fill={p.shape} />
      ))}
      <path d="M185 95 l15 -20 l15 20 Z" fill={p.shape} />
    </>
  ),
  bigben: (p) => (
    <>
      {water(p, 212)}
      <path d="M185 212 V80 l15 -40 l15 40 V212 Z" fill={p.shape} />
      <circle cx={200} cy={100} r={9} fill={p.light} />
      <rect x={215} y={150} width={130} height={62} fill={p.shape} />
      {windows(222, 160, 15, 4, p.light)}
    </>
  ),
  temple: (p) => (
    <>
      <path d="M0 215 Q200 150 400 215 V250 H0 Z" fill={p.ground} />
      <path d="M120 168 h160 v8 H120 Z M112 176 h176 v8 H112 Z M120 140 L200 115 L280 140 Z" fill="#e7e5e4" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x={126 + i * 20} y={140} width={8} height={28} fill="#e7e5e4" />
      ))}
    </>
  ),
};
