import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import ESpeakNg from 'espeak-ng';
import type { PaperSave, ProblemChildSave, ProblemSave, TitleSave } from '@school/contracts';
import type { IdGenerator } from '../../../core/ids.ts';
import type { SessionUser } from '../../../core/http.ts';
import type { FileStorage } from '../../../core/storage.ts';
import { dictionaryOn } from '../../content/index.ts';
import { demoUploads } from '../../upload/index.ts';
import { findDemoUser } from '../../user/index.ts';
import { createExamModule } from '../index.ts';
import { type Db, transactOn } from '../../../db/schema.ts';
import {
  blanks,
  clozes,
  dictations,
  grammarSingles,
  judges,
  listenings,
  multiples,
  readings,
  translations,
  writings,
} from './demo-exam-bank.ts';

/**
 * The demo school's English paper bank (decision 0024): about 200 CET-4 style problems of the demo
 * teacher and five published papers, saved through the question bank's own rules, checks and approval.
 * Listening and dictation items carry real spoken English made on this machine with eSpeak NG (WebAssembly),
 * kept in a cache folder so that only the first seed pays for it.
 */

export interface ExamSeedOptions {
  db: Db;
  /** Where the audio files go: the configured storage, as for uploads. */
  storage: FileStorage;
  newId: IdGenerator;
  now: number;
  /** Where spoken audio is kept between seeds (DEMO_CACHE_DIR/seed-audio; tests share one). */
  audioCacheDir: string;
}

const SITE = 11;
const KEYS = ['A', 'B', 'C', 'D'] as const;
const p = (text: string) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
const options = (texts: readonly string[]) => texts.map((content, index) => ({ key: KEYS[index]!, content }));
/** A single-choice question under a reading, cloze or listening passage. */
const choiceUnder = (question: string, texts: readonly string[], answer: number, score: number): ProblemChildSave => ({
  problemType: 1,
  content: p(question),
  options: options(texts),
  answer: [KEYS[answer]!],
  score,
});

/** A WAV of the text spoken by eSpeak NG; the same text is made once and then copied from the cache. */
async function spoken(text: string, cacheDir: string): Promise<Buffer> {
  const voice = ['-v', 'en-us', '-s', '140', '-g', '6'];
  const name = createHash('sha1')
    .update(`${voice.join(' ')}|${text}`)
    .digest('hex');
  const cached = path.join(cacheDir, `${name}.wav`);
  const hit = await fs.readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const espeak = await ESpeakNg({ arguments: [...voice, '-w', 'out.wav', text] });
  const wav = Buffer.from(espeak.FS.readFile('out.wav') as Uint8Array);
  await fs.mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so two seeds at once never read half a file.
  const partial = `${cached}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(partial, wav);
  await fs.rename(partial, cached);
  return wav;
}

export async function seedDemoExams({ db, storage, newId, now, audioCacheDir }: ExamSeedOptions): Promise<void> {
  const teacherRow = await findDemoUser(db, '13800000002');
  if (!teacherRow) throw new Error('the demo teacher is missing');
  const teacher: SessionUser = { id: teacherRow.id, userType: teacherRow.user_type };
  const uploads = demoUploads({ db, storage, newId, now });

  /** The audio of a text as a file of the teacher's uploads, so the bank's rules accept it as the school's own. */
  async function audioOf(text: string): Promise<string> {
    const wav = await spoken(text, audioCacheDir);
    const hash = createHash('sha256').update(wav).digest('hex');
    return uploads.keep(SITE, teacher.id, {
      key: `site/${SITE}/exam/${hash.slice(0, 20)}.wav`,
      name: `${text.slice(0, 40)}.wav`,
      mimeType: 'audio/wav',
      bytes: wav,
    });
  }

  const transact = transactOn(db);
  const notUsed = (): never => {
    throw new Error('the seed does not reach this');
  };
  const exam = createExamModule({
    db,
    transact,
    dictionary: dictionaryOn(db),
    isOwnAudio: uploads.isOwn,
    videos: { findVideo: notUsed, findVideos: notUsed, issuePlayToken: notUsed },
    orders: { owns: notUsed, pagePaid: notUsed },
    // Learners never take exams here: the deadline job is defined but never queued.
    jobs: { define: () => undefined, enqueue: notUsed },
    // The demo papers are published as part of the school's set-up: no approval notices in the inbox.
    messages: { notify: async () => undefined },
    users: { summaries: async () => new Map() },
    courses: { lecturerOf: notUsed },
    mediaPrefixes: ['/files/'],
    clock: { now: () => now },
    newId,
  });

  const cet4 = { subject: 'cet4', year: 2024 };
  const problems: { key: string; input: ProblemSave }[] = [];
  const add = (key: string, input: ProblemSave) => problems.push({ key, input });

  grammarSingles.forEach(([stem, texts, answer, analysis], n) =>
    add(`grammar-single-${n}`, {
      ...cet4,
      problemType: 1,
      problemKind: 'grammar',
      difficulty: 1 + (n % 3),
      content: p(stem),
      options: options(texts),
      answer: [KEYS[answer]!],
      analysis: p(analysis),
      score: 2,
      labels: ['四级', '语法'],
    }),
  );
  multiples.forEach(([stem, texts, answers, analysis], n) =>
    add(`multiple-${n}`, {
      ...cet4,
      problemType: 2,
      problemKind: 'grammar',
      difficulty: 3,
      content: p(stem),
      options: options(texts),
      answer: answers.map((index) => KEYS[index]!),
      analysis: p(analysis),
      score: 3,
      labels: ['词汇'],
    }),
  );
  judges.forEach(([statement, right, analysis], n) =>
    add(`judge-${n}`, {
      ...cet4,
      problemType: 3,
      problemKind: 'grammar',
      difficulty: 1 + (n % 2),
      content: p(statement),
      answer: [right ? 'T' : 'F'],
      analysis: p(analysis),
      score: 1,
    }),
  );
  blanks.forEach(([stem, answers, analysis], n) =>
    add(`blank-${n}`, {
      ...cet4,
      problemType: 4,
      problemKind: 'grammar',
      difficulty: 2,
      content: p(stem),
      blanks: answers,
      analysis: p(analysis),
      score: 2,
      labels: ['时态'],
    }),
  );
  translations.forEach(([chinese, english], n) =>
    add(`translation-${n}`, {
      ...cet4,
      problemType: 5,
      problemKind: 'translation',
      difficulty: 3,
      content: p(`请将下面的句子翻译成英语：${chinese}`),
      referenceAnswer: p(english),
      analysis: p('注意时态、主谓一致和常用搭配。'),
      score: 10,
    }),
  );
  writings.forEach(([prompt, model], n) =>
    add(`writing-${n}`, {
      ...cet4,
      problemType: 5,
      problemKind: 'writing',
      difficulty: 4,
      content: p(`Directions: ${prompt}`),
      referenceAnswer: p(model),
      analysis: p('评分看内容切题、结构清楚、语言准确和用词丰富。'),
      score: 15,
    }),
  );
  readings.forEach(([title, passage, questions], n) =>
    add(`reading-${n}`, {
      ...cet4,
      problemType: 6,
      problemKind: 'reading',
      difficulty: 3,
      content: `<h3>${title}</h3>${p(passage)}`,
      labels: ['阅读'],
      children: questions.map(([question, texts, answer]) => choiceUnder(question, texts, answer, 2)),
    }),
  );
  clozes.forEach(([title, passage, gaps], n) =>
    add(`cloze-${n}`, {
      ...cet4,
      problemType: 6,
      problemKind: 'cloze',
      difficulty: 3,
      content: `<h3>${title}</h3>${p(passage)}`,
      children: gaps.map(([a, b, c, d, answer], index) => choiceUnder(`(${index + 1})`, [a, b, c, d], answer, 1)),
    }),
  );
  for (const [n, [dialogue, questions]] of listenings.entries())
    add(`listening-${n}`, {
      ...cet4,
      problemType: 7,
      problemKind: 'listening',
      difficulty: 2,
      content: p('Listen to the conversation and answer the questions.'),
      audioUrl: await audioOf(dialogue),
      playLimit: 2,
      analysis: p(`录音原文：${dialogue}`),
      children: questions.map(([question, texts, answer]) => choiceUnder(question, texts, answer, 2)),
    });
  for (const [n, sentence] of dictations.entries())
    add(`dictation-${n}`, {
      ...cet4,
      problemType: 8,
      problemKind: 'dictation',
      difficulty: 2,
      content: p('Write down the sentence you hear.'),
      audioUrl: await audioOf(sentence),
      playLimit: 3,
      referenceAnswer: sentence,
      score: 4,
    });

  const checks = await exam.problems.checkMany(
    SITE,
    problems.map((item) => item.input),
  );
  const refused = checks.flatMap((check, index) =>
    check.ok ? [] : [`${problems[index]!.key}: ${check.errors.join('；')}`],
  );
  if (refused.length > 0) throw new Error(`demo question bank does not pass its rules:\n${refused.join('\n')}`);
  const ids = await exam.problems.insertChecked(
    SITE,
    teacher,
    checks.flatMap((check) => (check.ok ? [check.problem] : [])),
  );
  const idOf = new Map(problems.map((item, index) => [item.key, ids[index]!]));
  const pick = (...keys: string[]) => keys.map((key) => ({ problemId: String(idOf.get(key)!) }));

  const paper = (examName: string, extra: Partial<PaperSave> = {}): PaperSave => ({
    examName,
    ...cet4,
    description: p('本试卷按大学英语四级考试题型编排，请在规定时间内完成。'),
    answerMinutes: 125,
    passScore: 0,
    isFree: 1,
    ...extra,
  });
  const papers: [PaperSave, TitleSave[]][] = [
    [
      paper('大学英语四级模拟卷（一）', { passScore: 30 }),
      [
        { titleName: '听力理解', titleType: 1, problems: pick('listening-0', 'listening-1', 'listening-2') },
        { titleName: '阅读理解', titleType: 1, problems: pick('reading-0', 'reading-1') },
        { titleName: '完形填空', titleType: 1, problems: pick('cloze-0') },
        { titleName: '翻译', titleType: 1, problems: pick('translation-0') },
        { titleName: '写作', titleType: 1, problems: pick('writing-0') },
      ],
    ],
    [
      paper('大学英语四级模拟卷（二）', { passScore: 30, isFree: 0, price: 29.9, vipPrice: 0 }),
      [
        { titleName: '听力理解', titleType: 1, problems: pick('listening-3', 'listening-4', 'listening-5') },
        { titleName: '阅读理解', titleType: 1, problems: pick('reading-2', 'reading-3') },
        { titleName: '完形填空', titleType: 1, problems: pick('cloze-1') },
        { titleName: '翻译', titleType: 1, problems: pick('translation-1') },
        { titleName: '写作', titleType: 1, problems: pick('writing-1') },
      ],
    ],
    [
      paper('四级词汇与语法专项练习（随机组卷）', { answerMinutes: 40, passScore: 36 }),
      [
        {
          titleName: '单项选择',
          titleType: 2,
          rules: [{ problemType: 1, problemKind: 'grammar', count: 20, score: 2 }],
        },
        { titleName: '语法填空', titleType: 2, rules: [{ problemType: 4, count: 10, score: 2 }] },
        { titleName: '判断正误', titleType: 2, rules: [{ problemType: 3, count: 10, score: 1 }] },
        { titleName: '多项选择', titleType: 1, problems: pick('multiple-0', 'multiple-1') },
      ],
    ],
    [
      paper('四级听力与听写专项', { answerMinutes: 30, passScore: 20, isFree: 0, price: 9.9, vipPrice: 4.9 }),
      [
        {
          titleName: '听力对话',
          titleType: 1,
          problems: pick('listening-6', 'listening-7', 'listening-8', 'listening-9'),
        },
        { titleName: '句子听写', titleType: 2, rules: [{ problemType: 8, count: 5, score: 4 }] },
      ],
    ],
    [
      paper('四级翻译与写作专项', { answerMinutes: 60, passScore: 24 }),
      [
        { titleName: '汉译英', titleType: 1, problems: pick('translation-2', 'translation-3', 'translation-4') },
        { titleName: '短文写作', titleType: 1, problems: pick('writing-2') },
      ],
    ],
  ];
  for (const [fields, titles] of papers) {
    const draft = await exam.papers.saveDraft(SITE, teacher, fields);
    await exam.papers.saveTitles(SITE, teacher, { examId: draft.id, titles });
    await exam.papers.submit(SITE, teacher, Number(draft.id));
    await exam.papers.approve(SITE, { id: draft.id, auditOpinion: '' });
  }
}
