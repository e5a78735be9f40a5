import { examContracts, API_PREFIX } from '@school/contracts';
import { addTakers, type Row } from './harness.ts';
import { siteHeaders } from './targets.ts';

/**
 * The exam load (issue 12): N learners in a timed exam, each saving an answer every 30 s, as the
 * answering page does. Each level runs one 30-second period in which every taker saves once, at a
 * random moment (arrivals, not a closed loop: a slow server does not slow the takers down). Levels
 * double until one misses p99 ≤ 100 ms or has an error; the largest level held is the figure.
 * BENCH_EXAM_LEVELS='250,500' chooses the levels.
 */
export const EXAM_BENCH_NAME = 'exam';
const PERIOD_MS = 30_000;
const P99_GOAL_MS = 100;
const PAPER = '大学英语四级模拟卷（一）';
const levels = (process.env.BENCH_EXAM_LEVELS ?? '250,500,1000,2000,4000,8000,10000')
  .split(',')
  .map(Number)
  .filter((level) => level > 0);

async function call<T>(base: string, url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${API_PREFIX}${url}`, {
    method: 'POST',
    headers: { ...siteHeaders, ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${url}: ${json.code} ${json.msg}`);
  return json.data;
}

interface Taker {
  token: string;
  recordId: string;
  /** Single-choice problems of the taker's paper and their options. */
  choices: { problemId: string; keys: string[] }[];
}

interface Leaf {
  id: string;
  problemType: number;
  options: { key: string }[];
  children: Leaf[];
}

/** Starts each taker's exam (a few at a time) and keeps what the saves need. */
async function startExams(base: string, tokens: string[], examId: string): Promise<Taker[]> {
  const takers: Taker[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!;
        const session = await call<{ record: { id: string }; titles: { problems: Leaf[] }[] }>(
          base,
          examContracts.checkExamRecord.url,
          { examId },
          token,
        );
        const leaves = session.titles
          .flatMap((title) => title.problems)
          .flatMap((problem) => (problem.children.length > 0 ? problem.children : [problem]));
        const choices = leaves
          .filter((leaf) => leaf.problemType === 1)
          .map((leaf) => ({ problemId: leaf.id, keys: leaf.options.map((option) => option.key) }));
        takers.push({ token, recordId: session.record.id, choices });
      }
    }),
  );
  return takers;
}

/** One period: each of the takers saves one answer at a random moment; every latency is kept. */
async function runLevel(base: string, takers: Taker[]): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const save = async (taker: Taker, turn: number) => {
    const choice = taker.choices[turn % taker.choices.length]!;
    const body = {
      recordId: taker.recordId,
      problemId: choice.problemId,
      answer: [choice.keys[turn % choice.keys.length]!],
      position: turn,
    };
    const started = performance.now();
    try {
      const response = await fetch(`${base}${API_PREFIX}${examContracts.saveExamAnswer.url}`, {
        method: 'POST',
        headers: { ...siteHeaders, token: taker.token },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as { code: number };
      if (json.code !== 200) errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - started);
  };
  await Promise.all(
    takers.map(
      (taker, turn) =>
        new Promise<void>((resolve) => {
          setTimeout(() => void save(taker, turn).then(resolve), Math.random() * PERIOD_MS);
        }),
    ),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  return {
    name: `exam: ${takers.length} takers, a save every 30 s`,
    reqPerSec: Math.round((takers.length / PERIOD_MS) * 1000),
    p50: at(0.5),
    p99: at(0.99),
    errors,
    timeouts: 0,
  };
}

export async function benchExam(base: string, dataDir: string): Promise<{ rows: Row[]; notes: string[] }> {
  const most = Math.max(...levels);
  const tokens = addTakers(dataDir, most, 'exam', true);
  const papers = await call<{ list: { id: string; examName: string }[] }>(base, examContracts.listPaperInfo.url, {
    pageSize: 50,
  });
  const examId = papers.list.find((paper) => paper.examName === PAPER)?.id;
  if (!examId) throw new Error(`demo paper ${PAPER} not found`);
  const startedAt = performance.now();
  const takers = await startExams(base, tokens, examId);
  const startSeconds = ((performance.now() - startedAt) / 1000).toFixed(1);

  const rows: Row[] = [];
  let held = 0;
  for (const level of levels) {
    const row = await runLevel(base, takers.slice(0, level));
    rows.push(row);
    if (row.p99 > P99_GOAL_MS || row.errors > 0) break;
    held = level;
  }
  return {
    rows,
    notes: [
      `exam load: ${takers.length} exams started in ${startSeconds} s; the largest number of takers held with ` +
        `a save every 30 s at p99 ≤ ${P99_GOAL_MS} ms and no errors: ${held || 'none of the levels'}`,
    ],
  };
}
