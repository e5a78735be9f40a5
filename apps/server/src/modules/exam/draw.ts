import { createHash } from 'node:crypto';

/**
 * Random sections are drawn per learner from the published version's candidates with a seeded
 * generator, so the same seed always gives the same problems in the same order (a record keeps its
 * seed and can be rebuilt). mulberry32 over a SHA-256 of the seed text: small, fast and well spread.
 */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` of the candidates (given in a stable order) chosen by the seed: a partial Fisher–Yates shuffle. */
export function drawFrom<T>(candidates: readonly T[], count: number, seed: string): T[] {
  const pool = [...candidates];
  const random = seededRandom(seed);
  const take = Math.min(count, pool.length);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, take);
}
