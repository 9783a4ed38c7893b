import type { ReactNode } from 'react';

// The frame shared by the login and register pages.
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-xl' : 'max-w-md'} px-4 py-10 sm:py-16`}>
      <div className="rounded-2xl border border-sky-100 bg-white p-6 shadow-lg shadow-sky-100/60 sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
