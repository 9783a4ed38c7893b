/**
 * mulberry32: a small seeded generator of numbers in [0, 1) (Math.random cannot be seeded), so a
 * generated catalogue, a failing test case or the bench's searches come out the same on every run.
 * `seed`: its 32 bits are the state.
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
