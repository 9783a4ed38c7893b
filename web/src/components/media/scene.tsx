import { useId } from 'react';
import { landmarks, type Landmark, type Palette } from './scene-landmarks';

/*
 * Illustrations for the places the content API has no photos of (destination tiles, the New Year
 * cards, page headers): a sky, a landmark silhouette and the ground, drawn as inline SVG. No external
 * requests, crisp at any width, and a fixed 8:5 box (width/height attributes) so nothing shifts.
 */
export type { Landmark } from './scene-landmarks';

/** Time of day: the New Year cards rotate through these. */
export type Mood = 'day' | 'sunset' | 'night';

const palettes: Record<Mood, Palette> = {
  day: { sky: ['#38bdf8', '#e0f2fe'], sun: '#fde047', shape: '#334155', ground: '#65a30d', water: '#0284c7', light: '#f8fafc' },
  sunset: { sky: ['#7c3aed', '#fb923c'], sun: '#fef08a', shape: '#431407', ground: '#7c2d12', water: '#9a3412', light: '#fde68a' },
  night: { sky: ['#020617', '#1e3a8a'], sun: '#f1f5f9', shape: '#0b1120', ground: '#0f172a', water: '#172554', light: '#facc15' },
};

function celestial(mood: Mood, p: Palette) {
  if (mood === 'night') {
    return (
      <>
        {Array.from({ length: 24 }, (_, i) => (
          <circle key={i} cx={(i * 53) % 400} cy={(i * 31) % 110} r={i % 3 ? 1 : 1.6} fill="#fff" opacity={0.8} />
        ))}
        <circle cx={330} cy={45} r={16} fill={p.sun} />
        <circle cx={338} cy={40} r={14} fill={p.sky[0]} />
      </>
    );
  }
  return <circle cx={mood === 'day' ? 320 : 200} cy={mood === 'day' ? 55 : 150} r={mood === 'day' ? 24 : 40} fill={p.sun} opacity={0.95} />;
}

// Fireworks for the New Year cards.
const fireworks = (colours: string[]) =>
  colours.map((c, i) => {
    const cx = 70 + i * 120;
    const cy = 50 + (i % 2) * 25;
    return (
      <g key={c} stroke={c} strokeWidth={2} strokeLinecap="round">
        {Array.from({ length: 10 }, (_, k) => {
          const a = (k / 10) * Math.PI * 2;
          return <line key={k} x1={cx + Math.cos(a) * 6} y1={cy + Math.sin(a) * 6} x2={cx + Math.cos(a) * 24} y2={cy + Math.sin(a) * 24} />;
        })}
      </g>
    );
  });

interface SceneProps {
  landmark: Landmark;
  mood?: Mood;
  celebrate?: boolean;
  /** What the picture shows; without it the picture is decorative. */
  label?: string;
  className?: string;
}

export function Scene({ landmark, mood = 'day', celebrate = false, label, className = '' }: SceneProps) {
  const gradient = useId();
  const p = palettes[mood];
  return (
    <svg
      viewBox="0 0 400 250"
      width={400}
      height={250}
      preserveAspectRatio="xMidYMid slice"
      className={`block h-auto w-full ${className}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={p.sky[0]} />
          <stop offset="1" stopColor={p.sky[1]} />
        </linearGradient>
      </defs>
      <rect width={400} height={250} fill={`url(#${gradient})`} />
      {celestial(mood, p)}
      {celebrate && fireworks(['#f472b6', '#facc15', '#38bdf8'])}
      {landmarks[landmark](p)}
    </svg>
  );
}
