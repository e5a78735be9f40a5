import { Limits } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { bytesPresent, chunkBounds, createSpeedMeter, formatBytes, missingChunks } from './upload-plan';

const CHUNK = Limits.uploadChunkBytes;

describe('the chunk plan', () => {
  it('cuts a file into 2,048,000-byte chunks with a shorter last one', () => {
    const size = 2 * CHUNK + 10;
    expect(chunkBounds(1, size)).toEqual([0, CHUNK]);
    expect(chunkBounds(3, size)).toEqual([2 * CHUNK, 2 * CHUNK + 10]);
    expect(missingChunks(size, [])).toEqual([1, 2, 3]);
  });

  it('resumes with only the chunks the server does not have', () => {
    const size = 4 * CHUNK;
    expect(missingChunks(size, [1, 3])).toEqual([2, 4]);
    expect(missingChunks(size, [1, 2, 3, 4])).toEqual([]);
    expect(bytesPresent(2 * CHUNK + 10, [1, 3])).toBe(CHUNK + 10);
  });

  it('a small file is one chunk', () => {
    expect(missingChunks(100, [])).toEqual([1]);
    expect(chunkBounds(1, 100)).toEqual([0, 100]);
  });
});

describe('the speed meter', () => {
  it('measures over the recent window and estimates the time left', () => {
    let now = 0;
    const meter = createSpeedMeter(5000, () => now);
    expect(meter.speed()).toBe(0);
    expect(meter.secondsLeft(100)).toBeUndefined();
    meter.sample(0);
    now = 1000;
    meter.sample(2_000_000);
    expect(meter.speed()).toBe(2_000_000);
    expect(meter.secondsLeft(5_000_000)).toBe(3);
    // Old samples leave the window: a slower link now shows.
    now = 10_000;
    meter.sample(3_000_000);
    now = 11_000;
    meter.sample(3_500_000);
    expect(meter.speed()).toBe(500_000);
  });

  it('formats sizes', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3_500_000)).toBe('3.3 MB');
  });
});
