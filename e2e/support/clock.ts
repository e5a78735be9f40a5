import type { School } from './school.ts';

/**
 * Moves the server's clock forward (decision 0072): the school must have been started with
 * `env: { TEST_CLOCK: '1' }`, and the call comes from this machine. Answers the server's time after the move.
 */
export async function moveServerClock(school: School, advanceMs: number): Promise<number> {
  const response = await fetch(`${school.baseUrl}/testing/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: { now: number } };
  if (reply.code !== 200) throw new Error(`the school's clock did not move: ${reply.msg}`);
  return reply.data.now;
}
