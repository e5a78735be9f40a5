import {
  ExamDictType,
  UserType,
  type Page,
  type Problem,
  type ProblemListBody,
  type ProblemListItem,
  type ProblemSave,
  type ProblemUpdate,
  type VideoRefBody,
} from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { ContentService } from '../content/index.ts';
import type { VodService } from '../vod/index.ts';
import type { ExamProblemTable } from './exam.tables.ts';
import { type DictNames, toProblem, toProblemListItem } from './exam.mapper.ts';
import { type CheckedProblem, type CheckResult, checkProblem, type ProblemRulesContext } from './problem-rules.ts';
import type { ProblemRepo } from './problem.repo.ts';
import { newBusinessRow } from '../../db/columns.ts';

export interface ProblemServiceDeps {
  transact: Transact;
  problemRepo: ProblemRepo;
  /** The school's problem kinds and subjects live in the content module's dictionary. */
  dictionary: Pick<ContentService, 'listDict'>;
  /** Whether an address is an audio file uploaded to this school (upload module). */
  isOwnAudio(siteId: number, url: string): Promise<boolean>;
  /** Explanation videos come from the teacher's own video library. */
  videos: Pick<VodService, 'findVideo' | 'findVideos'>;
  /** Where the school's storage serves files; rich text may show pictures and audio only from there. */
  mediaPrefixes: readonly string[];
  clock: Clock;
  newId: IdGenerator;
}

/** Teachers and organisations author problems and papers; learners do not. */
export function assertAuthor(user: SessionUser): void {
  if (user.userType !== UserType.teacher && user.userType !== UserType.organisation)
    throw forbidden('只有讲师可以管理题库和试卷');
}

export function createProblemService(deps: ProblemServiceDeps) {
  const { transact, problemRepo, dictionary, videos, clock, newId } = deps;

  async function dictNames(siteId: number): Promise<DictNames> {
    const [kinds, subjects] = await Promise.all([
      dictionary.listDict(siteId, ExamDictType.problemKind),
      dictionary.listDict(siteId, ExamDictType.subject),
    ]);
    return {
      kinds: new Map(kinds.map((item) => [item.dictValue, item.dictLabel])),
      subjects: new Map(subjects.map((item) => [item.dictValue, item.dictLabel])),
    };
  }

  async function rulesContext(siteId: number): Promise<ProblemRulesContext> {
    const names = await dictNames(siteId);
    return {
      kinds: new Set(names.kinds.keys()),
      subjects: new Set(names.subjects.keys()),
      mediaPrefixes: deps.mediaPrefixes,
      isOwnAudio: (url) => deps.isOwnAudio(siteId, url),
    };
  }

  const firstError = (result: CheckResult): CheckedProblem => {
    if (!result.ok) throw badRequest(result.errors[0]!);
    return result.problem;
  };

  async function videoIdFor(siteId: number, userId: number, videoId: string | undefined): Promise<number> {
    if (!videoId) return 0;
    const video = await deps.videos.findVideo(siteId, Number(videoId));
    if (!video || video.ownerUserId !== userId) throw badRequest('讲解视频不存在或不是您上传的视频');
    return Number(video.id);
  }

  const rowsOf = (
    siteId: number,
    userId: number,
    checked: CheckedProblem,
    videoId: number,
    now: number,
  ): ExamProblemTable[] => {
    const base = { site_id: siteId, status_id: 1, gmt_create: now, gmt_modified: now, user_id: userId };
    const id = newId();
    return [
      { ...base, id, parent_id: 0, sort: 0, video_id: videoId, ...checked.fields },
      ...checked.children.map((child, index) => ({
        ...base,
        id: newId(),
        parent_id: id,
        sort: index + 1,
        video_id: 0,
        ...child.fields,
      })),
    ];
  };

  async function ownOrThrow(siteId: number, userId: number, id: number, tx?: Tx) {
    const row = await problemRepo.findOwn(siteId, userId, id, tx);
    if (!row) throw notFound('试题不存在或已被删除');
    return row;
  }

  async function view(siteId: number, userId: number, id: number): Promise<Problem> {
    const row = await ownOrThrow(siteId, userId, id);
    const [children, names, video] = await Promise.all([
      problemRepo.childrenOf(siteId, [id]),
      dictNames(siteId),
      row.video_id ? videos.findVideo(siteId, row.video_id) : undefined,
    ]);
    return toProblem(row, children, names, video?.videoName ?? '');
  }

  return {
    dictNames,
    rulesContext,

    async list(siteId: number, user: SessionUser, body: ProblemListBody): Promise<Page<ProblemListItem>> {
      assertAuthor(user);
      const window = pageWindow(body);
      const { rows, total } = await problemRepo.page(siteId, user.id, body, window.offset, window.pageSize);
      const [counts, names] = await Promise.all([
        problemRepo.childCounts(
          siteId,
          rows.map((row) => row.id),
        ),
        dictNames(siteId),
      ]);
      return toPage(
        rows.map((row) => toProblemListItem(row, counts.get(row.id) ?? 0, names)),
        total,
        window,
      );
    },

    view: (siteId: number, user: SessionUser, id: number) => {
      assertAuthor(user);
      return view(siteId, user.id, id);
    },

    async save(siteId: number, user: SessionUser, input: ProblemSave): Promise<Problem> {
      assertAuthor(user);
      const checked = firstError(await checkProblem(input, await rulesContext(siteId)));
      const videoId = await videoIdFor(siteId, user.id, input.videoId);
      const rows = rowsOf(siteId, user.id, checked, videoId, clock.now());
      await transact(async (tx) => {
        await problemRepo.insertMany(rows, tx);
      });
      return view(siteId, user.id, rows[0]!.id);
    },

    async update(siteId: number, user: SessionUser, input: ProblemUpdate): Promise<Problem> {
      assertAuthor(user);
      const id = Number(input.id);
      await ownOrThrow(siteId, user.id, id);
      const checked = firstError(await checkProblem(input, await rulesContext(siteId)));
      const videoId = await videoIdFor(siteId, user.id, input.videoId);
      const current = await problemRepo.childrenOf(siteId, [id]);
      const currentIds = new Set(current.map((child) => child.id));
      const kept = checked.children.filter((child) => child.id !== undefined);
      const foreign = kept.find((child) => !currentIds.has(child.id!));
      if (foreign) throw badRequest(`小题 ${foreign.id} 不属于这道题`);
      const now = clock.now();
      await transact(async (tx) => {
        await problemRepo.update(siteId, id, { ...checked.fields, video_id: videoId, gmt_modified: now }, tx);
        const keptIds = new Set(kept.map((child) => child.id!));
        await problemRepo.disable(
          siteId,
          current.filter((child) => !keptIds.has(child.id)).map((child) => child.id),
          now,
          tx,
        );
        const added: ExamProblemTable[] = [];
        for (const [index, child] of checked.children.entries()) {
          if (child.id !== undefined)
            await problemRepo.update(siteId, child.id, { ...child.fields, sort: index + 1, gmt_modified: now }, tx);
          else
            added.push({
              ...newBusinessRow(newId(), siteId, now),
              user_id: user.id,
              parent_id: id,
              sort: index + 1,
              video_id: 0,
              ...child.fields,
            });
        }
        await problemRepo.insertMany(added, tx);
      });
      return view(siteId, user.id, id);
    },

    async remove(siteId: number, user: SessionUser, id: number): Promise<null> {
      assertAuthor(user);
      await ownOrThrow(siteId, user.id, id);
      const papers = await problemRepo.draftsUsing(siteId, id);
      if (papers.length > 0)
        throw wrongState(`试题已被试卷《${papers.slice(0, 3).join('》《')}》选用，请先从试卷中移除`);
      const children = await problemRepo.childrenOf(siteId, [id]);
      const now = clock.now();
      await transact(async (tx) => {
        await problemRepo.disable(siteId, [id, ...children.map((child) => child.id)], now, tx);
      });
      return null;
    },

    async refVideo(siteId: number, user: SessionUser, body: VideoRefBody): Promise<Problem> {
      assertAuthor(user);
      const id = Number(body.problemId);
      await ownOrThrow(siteId, user.id, id);
      const videoId = await videoIdFor(siteId, user.id, body.videoId);
      await problemRepo.update(siteId, id, { video_id: videoId, gmt_modified: clock.now() });
      return view(siteId, user.id, id);
    },

    /** Checks every problem of an import; each gets all its mistakes. */
    async checkMany(siteId: number, inputs: ProblemSave[]): Promise<CheckResult[]> {
      const ctx = await rulesContext(siteId);
      const results: CheckResult[] = [];
      for (const input of inputs) results.push(await checkProblem(input, ctx));
      return results;
    },

    /** Saves checked problems together, or none of them; gives their ids in order. */
    async insertChecked(siteId: number, user: SessionUser, problems: CheckedProblem[]): Promise<number[]> {
      const now = clock.now();
      const trees = problems.map((checked) => rowsOf(siteId, user.id, checked, 0, now));
      const rows = trees.flat();
      await transact(async (tx) => {
        for (let start = 0; start < rows.length; start += 100)
          await problemRepo.insertMany(rows.slice(start, start + 100), tx);
      });
      return trees.map((tree) => tree[0]!.id);
    },
  };
}

export type ProblemService = ReturnType<typeof createProblemService>;
