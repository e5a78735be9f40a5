import { chunkCountOf, Limits } from '@school/contracts';

/** SPEC §9: a file that cannot be read is named so and dropped from the queue. */
export const FILE_READ_ERROR = '文件读取错误，请检查此文件';

/** Byte range [start, end) of chunk n (from 1) of a file of `size` bytes. */
export function chunkBounds(n: number, size: number): [number, number] {
  const start = (n - 1) * Limits.uploadChunkBytes;
  return [start, Math.min(size, start + Limits.uploadChunkBytes)];
}

/** The chunk numbers still to send, ascending. */
export function missingChunks(size: number, present: readonly number[]): number[] {
  const have = new Set(present);
  return Array.from({ length: chunkCountOf(size) }, (_, i) => i + 1).filter((n) => !have.has(n));
}

/** Bytes the server already holds, from its chunk list. */
export function bytesPresent(size: number, present: readonly number[]): number {
  return present.reduce((sum, n) => {
    const [start, end] = chunkBounds(n, size);
    return sum + Math.max(0, end - start);
  }, 0);
}

/**
 * Speed over the last few seconds of sending and the time left at that speed: what the progress
 * bar says. `sample` is called with the bytes sent so far.
 */
export function createSpeedMeter(windowMs = 5000, now: () => number = () => Date.now()) {
  const samples: { at: number; bytes: number }[] = [];
  return {
    sample(bytes: number) {
      const at = now();
      samples.push({ at, bytes });
      while (samples.length > 2 && at - samples[0]!.at > windowMs) samples.shift();
    },
    /** Bytes per second, 0 until two samples are apart. */
    speed(): number {
      const first = samples[0];
      const last = samples[samples.length - 1];
      if (!first || !last || last.at === first.at) return 0;
      return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
    },
    /** Seconds left for `remaining` bytes, or undefined while the speed is unknown. */
    secondsLeft(remaining: number): number | undefined {
      const speed = this.speed();
      return speed > 0 ? Math.ceil(remaining / speed) : undefined;
    },
  };
}

/** 1536 → '1.5 KB', 3_500_000 → '3.3 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
