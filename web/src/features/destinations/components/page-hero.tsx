import type { ReactNode } from 'react';
import { Scene, type Landmark, type Mood } from '../../../components/media/scene';

interface Props {
  title: string;
  landmark: Landmark;
  mood?: Mood;
  children?: ReactNode;
}

/** A destination page's header: its illustration with the title over it. */
export function PageHero({ title, landmark, mood = 'day', children }: Props) {
  return (
    <header className="relative overflow-hidden bg-slate-900">
      <div className="absolute inset-0 opacity-70" aria-hidden="true">
        <Scene landmark={landmark} mood={mood} className="h-full object-cover" />
      </div>
      <div className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-900/60 to-transparent" aria-hidden="true" />
      <div className="relative mx-auto max-w-6xl px-4 py-14 text-white sm:py-20">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children}
      </div>
    </header>
  );
}
