import {
  examContracts,
  gradeContracts,
  gradeExamContracts,
  userContracts,
  type RouteContract,
  API_PREFIX,
} from '@school/contracts';
import { formatDateTime } from '../src/core/time.ts';
import { load, addTakers, quantile, type Row } from './harness.ts';
import { siteHeaders } from './targets.ts';

/**
 * The class loads (issue 33): a class of STUDENTS (2 000) joined through the API, a class exam for all of
 * them on the demo lecturer's paper, then BEGINNERS (500) of them beginning it in the same second (every
 * call sent at once; each latency and error counted), and the marking desk's lists of the whole class
 * loaded by the lecturer (autocannon, as the API rows). `BENCH_ONLY=grade` runs it.
 */
export const GRADE_BENCH_NAME = 'grade';
const STUDENTS = Number(process.env.BENCH_GRADE_STUDENTS ?? 2000);
const BEGINNERS = Number(process.env.BENCH_GRADE_BEGINNERS ?? 500);
const PAPER = '四级翻译与写作专项';
const lecturer = { mobile: '13800000002', password: process.env.DEMO_PASSWORD ?? 'school123' };

async function call<T>(base: string, entry: RouteContract, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${API_PREFIX}${entry.url}`, {
    method: entry.method,
    headers: { ...siteHeaders, ...(token ? { token } : {}) },
    ...(entry.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${entry.url}: ${json.code} ${json.msg}`);
  return json.data;
}

/** Runs `work` over the items, `width` at a time. */
async function eachOf<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function benchGrade(base: string, dataDir: string): Promise<{ rows: Row[]; notes: string[] }> {
  const students = addTakers(dataDir, STUDENTS, 'grade', true);

  const teacher = (await call<{ token: string }>(base, userContracts.loginByPassword, lecturer)).token;
  const [category] = await call<{ id: string }[]>(base, gradeContracts.listGradeCategories, undefined);
  const now = Date.now();
  const grade = await call<{ id: string }>(
    base,
    gradeContracts.saveGrade,
    {
      gradeName: '压测大班',
      categoryId: category!.id,
      gradeLogo: '/files/site/11/grade.png',
      introduce: '',
      beginTime: formatDateTime(now - 3_600_000),
      endTime: formatDateTime(now + 30 * 86_400_000),
      capacity: STUDENTS,
      joinType: 1,
      isPublic: 0,
    },
    teacher,
  );
  const joinStarted = performance.now();
  await eachOf(students, 8, (token) => call(base, gradeContracts.joinGrade, { gradeId: grade.id }, token));
  const joinSeconds = ((performance.now() - joinStarted) / 1000).toFixed(1);

  const papers = await call<{ list: { id: string; examName: string }[] }>(base, examContracts.listPaperInfo, {
    pageSize: 50,
  });
  const paperId = papers.list.find((paper) => paper.examName === PAPER)?.id;
  if (!paperId) throw new Error(`demo paper ${PAPER} not found`);
  const saveStarted = performance.now();
  const exam = await call<{ id: string }>(
    base,
    gradeExamContracts.saveGradeExam,
    {
      gradeId: grade.id,
      examId: paperId,
      examName: '压测班级考试',
      beginTime: formatDateTime(now - 60_000),
      endTime: formatDateTime(now + 86_400_000),
      answerMinutes: 60,
      studentScope: 1,
      scoreShow: 2,
      isRank: 1,
    },
    teacher,
  );
  const saveMs = Math.round(performance.now() - saveStarted);

  const latencies: number[] = [];
  let errors = 0;
  const burstStarted = performance.now();
  await Promise.all(
    students.slice(0, BEGINNERS).map(async (token) => {
      const started = performance.now();
      try {
        await call(base, gradeExamContracts.beginGradeExam, { gradeExamId: exam.id }, token);
      } catch {
        errors++;
      }
      latencies.push(performance.now() - started);
    }),
  );
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  latencies.sort((a, b) => a - b);
  const rows: Row[] = [
    {
      name: `grade: ${BEGINNERS} students begin one class exam at once`,
      reqPerSec: Math.round(BEGINNERS / burstSeconds),
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      errors,
      timeouts: 0,
    },
  ];

  const asTeacher = { headers: { token: teacher } };
  rows.push(
    await load(
      `grade: marking desk, page 1 of a ${STUDENTS}-student exam (relation/page/grade)`,
      `${base}${API_PREFIX}${gradeExamContracts.pageGradeExamRelations.url}`,
      {
        name: 'marking page',
        method: 'POST',
        path: gradeExamContracts.pageGradeExamRelations.url,
        body: { gradeExamId: exam.id, pageSize: 20 },
        ...asTeacher,
      },
    ),
    await load(
      `grade: the whole ${STUDENTS}-student exam's takers and ranks (relation/list)`,
      `${base}${API_PREFIX}${gradeExamContracts.listGradeExamRelations.url}`,
      {
        name: 'marking list',
        method: 'POST',
        path: gradeExamContracts.listGradeExamRelations.url,
        body: { gradeExamId: exam.id },
        ...asTeacher,
      },
    ),
  );
  return {
    rows,
    notes: [
      `class load: ${STUDENTS} students joined one class in ${joinSeconds} s (8 at a time); the exam for all of ` +
        `them saved in ${saveMs} ms; ${BEGINNERS} began it at once in ${burstSeconds.toFixed(1)} s`,
    ],
  };
}
