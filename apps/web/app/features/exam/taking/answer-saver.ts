/** How the learner's answers stand against the server: all saved, being saved, or waiting for the network. */
export type SaveState = 'saved' | 'saving' | 'offline';

export interface AnswerSaverOptions {
  save(problemId: string, answer: string[]): Promise<void>;
  onState(state: SaveState): void;
  /** The server refused for good (the exam was submitted or its time is up): stop saving. */
  isFinal(error: unknown): boolean;
  onFinal(error: unknown): void;
  retryMs?: number;
}

/**
 * Saves every answer as the learner gives it: choices at once, typing after a short pause, one call
 * at a time, the newest answer of a problem winning. A failed save is kept and tried again, so a lost
 * network loses nothing; `flush` waits until everything is on the server (before submitting).
 */
export function createAnswerSaver({ save, onState, isFinal, onFinal, retryMs = 3000 }: AnswerSaverOptions) {
  const pending = new Map<string, string[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    // A failed run has already scheduled its retry.
    timer = setTimeout(() => void run().catch(() => undefined), delayMs);
  };

  async function drain(): Promise<void> {
    while (pending.size > 0 && !stopped) {
      const [problemId, answer] = pending.entries().next().value as [string, string[]];
      onState('saving');
      try {
        await save(problemId, answer);
        if (pending.get(problemId) === answer) pending.delete(problemId);
      } catch (error) {
        if (isFinal(error)) {
          stopped = true;
          pending.clear();
          onFinal(error);
          return;
        }
        onState('offline');
        schedule(retryMs);
        throw error;
      }
    }
    if (!stopped) onState('saved');
  }

  function run(): Promise<void> {
    running ??= drain().finally(() => (running = undefined));
    return running;
  }

  return {
    /** A new answer for a problem; `delayMs` 0 for a choice, a pause for typing. */
    set(problemId: string, answer: string[], delayMs: number) {
      if (stopped) return;
      pending.set(problemId, answer);
      onState('saving');
      schedule(delayMs);
    },
    /** Saves everything now; rejects while the network is away. */
    async flush(): Promise<void> {
      clearTimeout(timer);
      while (running) await running.catch(() => undefined);
      await run();
    },
    get unsaved() {
      return pending.size;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Remaining time as the clock shows it: 1:05:09 or 04:59. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

export type AnswerSaver = ReturnType<typeof createAnswerSaver>;
