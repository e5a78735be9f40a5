import { describe, expect, it } from 'vitest';
import { formatClock } from '~/lib/clock';
import { createWatchTracker, resumeAt } from './watch-tracker';

describe('the watch tracker', () => {
  it('counts steady playback and is due after the report interval', () => {
    const tracker = createWatchTracker(10);
    for (let t = 0; t <= 9.75; t += 0.25) tracker.played(t);
    expect(tracker.isDue()).toBe(false);
    for (let t = 10; t <= 12; t += 0.25) tracker.played(t);
    expect(tracker.isDue()).toBe(true);
    expect(tracker.take()).toBe(12);
    expect(tracker.isDue()).toBe(false);
    expect(tracker.take()).toBe(0);
  });

  it('leaves out seeks forward and back, and the gap after a restart', () => {
    const tracker = createWatchTracker(10);
    tracker.played(0);
    tracker.played(1);
    tracker.played(60); // a seek forward
    tracker.played(61);
    tracker.played(30); // a seek back
    tracker.played(31);
    tracker.restart();
    tracker.played(80);
    tracker.played(80.5);
    expect(tracker.take()).toBe(3.5);
  });
});

describe('clock and resume position', () => {
  it('formats positions as players do', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(75.9)).toBe('01:15');
    expect(formatClock(3725)).toBe('1:02:05');
  });

  it('resumes where the reader stopped, but from the start once the lesson was finished', () => {
    expect(resumeAt(42, 120)).toBe(42);
    expect(resumeAt(119, 120)).toBe(0);
    expect(resumeAt(0, 120)).toBe(0);
    expect(resumeAt(42, Number.NaN)).toBe(42);
  });
});
