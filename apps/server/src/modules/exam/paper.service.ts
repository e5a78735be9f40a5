import type { PaperInfo, PaperTitle } from '@school/contracts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { MessageService, UserService } from '../user/index.ts';
import { createPaperAuditService } from './paper-audit.service.ts';
import { createPaperAuthoringService } from './paper-authoring.service.ts';
import { createPaperDrafts } from './paper-drafts.ts';
import type { PaperRepo } from './paper.repo.ts';
import type { ProblemRepo } from './problem.repo.ts';
import type { ProblemService } from './problem.service.ts';
import { createPublishedPaperService } from './published-paper.service.ts';

/**
 * Papers (decision 0024): the teacher edits a draft (basic fields, then sections of picked problems or
 * random rules), submits it; the operator approves (a new published version with a copy of every problem
 * it can show, in one transaction) or rejects with an opinion. Learners read only published versions; a
 * random section is drawn per learner with a seed. Messages reach the teacher through the user module.
 */

export interface PaperServiceDeps {
  transact: Transact;
  paperRepo: PaperRepo;
  problemRepo: ProblemRepo;
  problems: Pick<ProblemService, 'dictNames'>;
  messages: Pick<MessageService, 'notify'>;
  users: Pick<UserService, 'summaries'>;
  mediaPrefixes: readonly string[];
  clock: Clock;
  newId: IdGenerator;
}

/** An answer key as the exam-taking module scores against it. */
export interface AnswerKey {
  problemId: number;
  parentId: number;
  problemType: number;
  /** Option keys, or `T`/`F`. */
  answer: string[];
  /** Accepted alternatives per blank. */
  blanks: string[][];
  /** Essay reference (HTML) or the dictation text. */
  referenceAnswer: string;
  analysis: string;
  /** The problem's own score in the copy (a child's share of its material). */
  score: number;
  problemKind: string;
}

/** A learner's paper: every section with its problems in order (random ones drawn with the seed). */
export interface DrawnPaper {
  paper: PaperInfo;
  version: number;
  seed: string;
  titles: (PaperTitle & { problemIds: number[] })[];
}

/** Every paper verb: the teacher's (authoring), the operator's (audit) and the published papers' ones. */
export function createPaperService(deps: PaperServiceDeps) {
  const drafts = createPaperDrafts(deps);
  const { paperInfoPage, setShelf, ...published } = createPublishedPaperService(deps);
  const shared = { drafts, published: { paperInfoPage, setShelf } };
  return {
    ...createPaperAuthoringService({ ...deps, ...shared }),
    ...createPaperAuditService({ ...deps, ...shared }),
    ...published,
  };
}

export type PaperService = ReturnType<typeof createPaperService>;
