import { lazy, Suspense } from 'react';

const Ide = lazy(() => import('./ide'));

// The IDE runs in the browser only (Monaco needs a window); the server sends its frame.
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

const waiting = <p className="p-8 text-slate-700">Loading GraphiQL…</p>;

export function HydrateFallback() {
  return waiting;
}

/** /graphiql: the offline GraphQL IDE for integrators (ADR 0007). */
export default function GraphiqlPage() {
  return (
    <>
      <title>GraphiQL · Bani Travel</title>
      <Suspense fallback={waiting}>
        <Ide />
      </Suspense>
    </>
  );
}
