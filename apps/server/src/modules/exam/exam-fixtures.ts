import { examContracts, type Problem, userContracts, type ProblemSave, type ProblemType } from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, type TestApp, type TestAppOptions } from '../../testing/test-app.ts';
import { systemClock } from '../../core/time.ts';
import { dictionaryOn } from '../content/index.ts';
import { upload, wavBytes } from '../upload/upload-fixtures.ts';
import { registerTeacher } from '../user/user-fixtures.ts';
import { createExamModule, type ExamModule } from './index.ts';

/**
 * What the question-bank tests share: an app with a teacher, a second author (the demo organisation), a
 * learner and a teacher of the second school, an uploaded audio file, and one valid problem of each type.
 */
export interface ExamTest {
  t: TestApp;
  /** A teacher with an empty bank (the demo teacher owns the seeded one). */
  teacher: string;
  teacherId: number;
  /** Another author of the same school (the demo organisation account). */
  otherAuthor: string;
  learner: string;
  /** A teacher of the second school, signed in there. */
  otherSiteTeacher: string;
  /** An audio file the teacher uploaded. */
  audioUrl: string;
  /** Saves a problem as the teacher and returns it (fails the test when refused). */
  saveProblem(body: ProblemSave, token?: string): Promise<Problem>;
}

export async function createExamTest(options?: TestAppOptions): Promise<ExamTest> {
  const t = await createTestApp(options);
  // A teacher of their own (the demo teacher owns the seeded bank), and one of the same number at the second school.
  const teacher = await registerTeacher(t, '13900000009', '赵老师');
  const otherSiteTeacher = await registerTeacher(t, '13900000009', '赵老师', OTHER_SITE_ID);
  const uploaded = await upload(t.app, teacher, 'listening.wav', wavBytes());
  if (uploaded.code !== 200) throw new Error(`audio upload failed: ${uploaded.msg}`);
  const me = await t.call(userContracts.viewUserExt, undefined, { as: { token: teacher } });
  const test: ExamTest = {
    t,
    teacher,
    teacherId: Number(me.data.id),
    otherAuthor: await t.tokenFor('13800000003'),
    learner: await t.tokenFor('13800000001'),
    otherSiteTeacher,
    audioUrl: uploaded.data.url,
    async saveProblem(body, token = teacher) {
      const res = await t.call(examContracts.saveProblem, body, { as: { token } });
      if (res.code !== 200) throw new Error(`save problem failed: ${res.msg}`);
      return res.data;
    },
  };
  return test;
}

const base = { problemKind: 'grammar', subject: 'cet4', difficulty: 2, year: 2024, analysis: '<p>解析</p>' };

/** One valid problem of each type (listening and dictation use the given uploaded audio). */
export function sampleProblems(audioUrl: string): Record<ProblemType, ProblemSave> {
  return {
    1: {
      ...base,
      problemType: 1,
      content: '<p>She ___ to school every day.</p>',
      options: [
        { key: 'A', content: 'go' },
        { key: 'B', content: 'goes' },
        { key: 'C', content: 'going' },
      ],
      answer: ['B'],
      score: 2,
      labels: ['时态'],
    },
    2: {
      ...base,
      problemType: 2,
      content: '<p>Which are nouns?</p>',
      options: [
        { key: 'A', content: 'happiness' },
        { key: 'B', content: 'quickly' },
        { key: 'C', content: 'decision' },
        { key: 'D', content: 'green' },
      ],
      answer: ['A', 'C'],
      score: 4,
    },
    3: { ...base, problemType: 3, content: '<p>"Effect" is usually a noun.</p>', answer: ['T'], score: 2 },
    4: {
      ...base,
      problemType: 4,
      content: '<p>If I ___ you, I ___ go.</p>',
      blanks: [['were', 'was'], ['would']],
      score: 4,
    },
    5: {
      ...base,
      problemType: 5,
      problemKind: 'writing',
      content: '<p>Write about your hometown.</p>',
      referenceAnswer: '<p>My hometown is …</p>',
      score: 15,
    },
    6: {
      ...base,
      problemType: 6,
      problemKind: 'reading',
      content: '<p>Sleep helps the brain store what we learn.</p>',
      children: [
        {
          problemType: 1,
          content: '<p>What does sleep help?</p>',
          options: [
            { key: 'A', content: 'memory' },
            { key: 'B', content: 'appetite' },
          ],
          answer: ['A'],
          score: 2,
        },
        { problemType: 3, content: '<p>Sleep is useless.</p>', answer: ['F'], score: 2 },
      ],
    },
    7: {
      ...base,
      problemType: 7,
      problemKind: 'listening',
      content: '<p>Listen and answer.</p>',
      audioUrl,
      playLimit: 2,
      children: [
        {
          problemType: 1,
          content: '<p>Where is the man going?</p>',
          options: [
            { key: 'A', content: 'To the bank' },
            { key: 'B', content: 'To the park' },
          ],
          answer: ['B'],
          score: 3,
        },
      ],
    },
    8: {
      ...base,
      problemType: 8,
      problemKind: 'dictation',
      content: '<p>Write down what you hear.</p>',
      audioUrl,
      playLimit: 3,
      referenceAnswer: 'The weather is fine today.',
      score: 5,
    },
  };
}

/** A multipart body with form fields and one file, for the import calls. */
export function multipartWithFields(filename: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----exam${Date.now().toString(16)}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([...parts, head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const unused = (): never => {
  throw new Error('not used by the index.ts functions under test');
};

/**
 * The exam module as other modules see it through index.ts, on the test app's database, for the functions
 * the exam-taking module calls (published papers, drawing, answer keys). Dictionary rows are the real ones;
 * the deps those functions never reach refuse to be called.
 */
export function examModuleOn(t: TestApp): ExamModule {
  return createExamModule({
    db: t.db,
    transact: t.database.transaction,
    dictionary: dictionaryOn(t.db),
    isOwnAudio: unused,
    videos: { findVideo: unused, findVideos: unused, issuePlayToken: unused },
    orders: { owns: unused, pagePaid: unused },
    // Learners never take exams here: the deadline job is defined but never queued.
    jobs: { define: () => undefined, enqueue: unused },
    messages: { notify: unused },
    users: { summaries: unused },
    courses: { lecturerOf: unused },
    mediaPrefixes: ['/files/'],
    clock: systemClock,
    newId: t.newId,
  });
}
