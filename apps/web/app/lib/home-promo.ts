import { Limits } from '@school/contracts';

/** The home promo stays closed for 120000 ms after the reader closes it (time kept in localStorage). */
export const PROMO_CLOSED_AT_KEY = 'homePromoClosedAt';

export function isPromoClosed(closedAt: number | null, now: number): boolean {
  return closedAt !== null && now - closedAt < Limits.promoClosedMs;
}

export function readPromoClosedAt(storage: Storage): number | null {
  const value = Number(storage.getItem(PROMO_CLOSED_AT_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

const listeners = new Set<() => void>();

export function closePromo(storage: Storage, now: number): void {
  storage.setItem(PROMO_CLOSED_AT_KEY, String(now));
  listeners.forEach((listener) => listener());
}

/** Tells `listener` when the promo was closed, here or in another tab. */
export function subscribePromoClosed(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
