import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, ID_PATTERN, IdBody, Page, PageQuery, SafeUrl } from '../common.ts';
import { defineContracts } from '../route.ts';

/** The question bank: problem types and their fields, a teacher's problems, batch import. */

/** GLOSSARY problemType. */
export const ProblemType = {
  single: 1,
  multiple: 2,
  judge: 3,
  blank: 4,
  essay: 5,
  material: 6,
  listening: 7,
  dictation: 8,
} as const;
export type ProblemType = (typeof ProblemType)[keyof typeof ProblemType];
export const problemTypeLabels: Readonly<Record<ProblemType, string>> = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
  4: '填空题',
  5: '简答题',
  6: '材料题',
  7: '听力题',
  8: '听写题',
};
/** Types that hold child problems (a passage or an audio stem with questions). */
export const compositeProblemTypes: readonly ProblemType[] = [ProblemType.material, ProblemType.listening];
/** Types a child of a material or listening problem may have. */
export const childProblemTypes: readonly ProblemType[] = [1, 2, 3, 4, 5];
/** Types a random rule may draw (a composite's score depends on its children, so it is picked by hand). */
export const randomProblemTypes: readonly ProblemType[] = [1, 2, 3, 4, 5, 8];

/** The two answers of a true/false problem. */
export const JudgeAnswer = { right: 'T', wrong: 'F' } as const;

/** Dictionary types of the school's own lists (content module's dictionary). */
export const ExamDictType = { problemKind: 'problemKind', subject: 'examSubject' } as const;

/**
 * A paper draft's audit state: GLOSSARY auditStatus (0 waiting, 1 approved, 2 rejected) and 3, a draft the
 * teacher has not submitted (yet, or again since an edit).
 */
export const PaperAuditStatus = { waiting: 0, approved: 1, rejected: 2, editing: 3 } as const;
export type PaperAuditStatus = (typeof PaperAuditStatus)[keyof typeof PaperAuditStatus];

/** 1 problems picked from the bank; 2 random rules drawn for each learner when the exam starts. */
export const TitleType = { picked: 1, random: 2 } as const;

/** A blank in a fill-in problem's content: three or more underscores (`___`), counted in order. */
export const BLANK_PATTERN = '_{3,}';

export const ExamLimits = {
  optionsMin: 2,
  optionsMax: 8,
  blanksMax: 20,
  alternativesMax: 10,
  childrenMax: 30,
  labelsMax: 5,
  labelMax: 20,
  contentMax: 20000,
  scoreMax: 100,
  difficultyMax: 5,
  yearMin: 1990,
  yearMax: 2100,
  playLimitMax: 10,
  titlesMax: 20,
  problemsPerTitleMax: 200,
  rulesPerTitleMax: 10,
  ruleCountMax: 100,
  answerMinutesMax: 600,
  importRowsMax: 500,
  importFileMaxBytes: 10 * 1024 * 1024,
} as const;

/** An id, or '' for none (an optional link to a video or a lesson). */
export const OPTIONAL_ID_PATTERN = `^(?:${ID_PATTERN.slice(1, -1)})?$`;
export const optionalId = (description: string, withDefault = false) =>
  Type.String({ pattern: OPTIONAL_ID_PATTERN, maxLength: 19, description, ...(withDefault ? { default: '' } : {}) });

/**
 * The import templates are files, not JSON: a plain GET link (no site-id header needed), e.g.
 * `/apis/exam/api/exam/problem/import/template/xlsx`.
 */
export const EXAM_IMPORT_TEMPLATE_PATH = '/exam/api/exam/problem/import/template';
export const examImportTemplatePath = (format: 'xlsx' | 'docx') => `${EXAM_IMPORT_TEMPLATE_PATH}/${format}`;

/** Option keys in order: A, B, C … H. */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

export const ProblemTypeSchema = Type.Union(
  [
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(5),
    Type.Literal(6),
    Type.Literal(7),
    Type.Literal(8),
  ],
  { description: '题型：1 单选，2 多选，3 判断，4 填空，5 简答，6 材料，7 听力，8 听写' },
);
export const ChildProblemTypeSchema = Type.Union(
  [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)],
  { description: '小题题型：1 单选，2 多选，3 判断，4 填空，5 简答' },
);
const Difficulty = Type.Integer({ minimum: 1, maximum: ExamLimits.difficultyMax, description: '难度 1（易）–5（难）' });
export const Score = Type.Integer({ minimum: 1, maximum: ExamLimits.scoreMax, description: '分值（整数分）' });

export const ProblemOption = Type.Object({
  key: Type.String({ pattern: '^[A-H]$', description: '选项字母，按顺序 A、B、C…' }),
  content: Type.String({ maxLength: 2000, description: '选项内容（富文本）' }),
});
export type ProblemOption = Static<typeof ProblemOption>;

/** The fields that carry a problem's question and answer, by type. */
const answerFields = {
  content: Type.Optional(
    Type.String({
      maxLength: ExamLimits.contentMax,
      default: '',
      description:
        '题干（富文本，服务端按白名单净化；含脚本、事件的内容被拒绝，图片和音频只能用本站上传的地址）。填空题用三个或更多下划线 ___ 表示一个空；材料题是材料原文；听力题、听写题可写作答说明',
    }),
  ),
  options: Type.Optional(
    Type.Array(ProblemOption, {
      maxItems: ExamLimits.optionsMax,
      default: [],
      description: '单选、多选题的选项（2–8 个，字母依次为 A、B、C…）；其它题型为空',
    }),
  ),
  answer: Type.Optional(
    Type.Array(Type.String({ maxLength: 1 }), {
      maxItems: ExamLimits.optionsMax,
      default: [],
      description: '单选题一个选项字母；多选题两个或更多选项字母；判断题 ["T"] 正确或 ["F"] 错误；其它题型为空',
    }),
  ),
  blanks: Type.Optional(
    Type.Array(
      Type.Array(Type.String({ maxLength: 200, minLength: 1 }), { minItems: 1, maxItems: ExamLimits.alternativesMax }),
      {
        maxItems: ExamLimits.blanksMax,
        default: [],
        description: '填空题每个空的可接受答案（每空 1–10 个），个数须与题干中的空数相同；其它题型为空',
      },
    ),
  ),
  referenceAnswer: Type.Optional(
    Type.String({
      maxLength: ExamLimits.contentMax,
      default: '',
      description: '简答题的参考答案（富文本，可空）；听写题听到的原文（纯文本，必填）；其它题型为空',
    }),
  ),
  analysis: Type.Optional(
    Type.String({ maxLength: ExamLimits.contentMax, default: '', description: '解析（富文本）' }),
  ),
};

export const ProblemChildSave = Type.Object({
  id: Type.Optional(Id),
  problemType: ChildProblemTypeSchema,
  ...answerFields,
  score: Score,
});
export type ProblemChildSave = Static<typeof ProblemChildSave>;

export const ProblemSave = Type.Object({
  problemType: ProblemTypeSchema,
  problemKind: Type.String({ minLength: 1, maxLength: 50, description: '题目分类（字典 problemKind 的值）' }),
  subject: Type.String({ minLength: 1, maxLength: 50, description: '科目（字典 examSubject 的值）' }),
  year: Type.Optional(
    Type.Integer({ minimum: 0, maximum: ExamLimits.yearMax, default: 0, description: '年份（1990–2100），0 不填' }),
  ),
  difficulty: Difficulty,
  ...answerFields,
  score: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: ExamLimits.scoreMax,
      default: 0,
      description: '默认分值（1–100）；材料题、听力题为各小题分值之和，由服务端计算，此处可填 0',
    }),
  ),
  labels: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: ExamLimits.labelMax }), {
      maxItems: ExamLimits.labelsMax,
      default: [],
      description: '标签（最多 5 个，不能含逗号）',
    }),
  ),
  audioUrl: Type.Optional(SafeUrl(0)),
  playLimit: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: ExamLimits.playLimitMax,
      default: 0,
      description: '听力、听写音频可播放次数（1–10），0 不限',
    }),
  ),
  videoId: Type.Optional(optionalId('讲解视频（本人视频库中的视频编号），空为无', true)),
  children: Type.Optional(
    Type.Array(ProblemChildSave, {
      maxItems: ExamLimits.childrenMax,
      default: [],
      description: '材料题、听力题的小题（至少一个）；修改时带上原小题的 id 可保留其编号',
    }),
  ),
});
export type ProblemSave = Static<typeof ProblemSave>;
export const ProblemUpdate = Type.Evaluate(Type.Intersect([IdBody, ProblemSave]));
export type ProblemUpdate = Static<typeof ProblemUpdate>;

const problemBody = {
  problemType: Type.Integer({ description: '题型 1–8' }),
  problemTypeName: Type.String({ description: '题型名称，如 单选题' }),
  content: Type.String(),
  options: Type.Array(ProblemOption),
  answer: Type.Array(Type.String()),
  blanks: Type.Array(Type.Array(Type.String())),
  blankCount: Type.Integer({ description: '填空题的空数' }),
  referenceAnswer: Type.String(),
  analysis: Type.String(),
  score: Type.Integer(),
};

export const ProblemChild = Type.Object({ id: Id, ...problemBody });
export type ProblemChild = Static<typeof ProblemChild>;

/** A problem as its author sees it: everything, answers included. */
export const Problem = Type.Object({
  id: Id,
  ...problemBody,
  problemKind: Type.String(),
  problemKindName: Type.String({ description: '分类名称；分类已从字典删除时为空' }),
  subject: Type.String(),
  subjectName: Type.String(),
  year: Type.Integer(),
  difficulty: Type.Integer(),
  labels: Type.Array(Type.String()),
  audioUrl: Type.String(),
  playLimit: Type.Integer(),
  videoId: Type.String({ description: '讲解视频编号，无则为空' }),
  videoName: Type.String(),
  children: Type.Array(ProblemChild),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type Problem = Static<typeof Problem>;

export const ProblemListItem = Type.Object({
  id: Id,
  problemType: Type.Integer(),
  problemTypeName: Type.String(),
  problemKind: Type.String(),
  problemKindName: Type.String(),
  subject: Type.String(),
  subjectName: Type.String(),
  year: Type.Integer(),
  difficulty: Type.Integer(),
  summary: Type.String({ description: '题干的纯文本摘要（最多 120 字）' }),
  score: Type.Integer(),
  labels: Type.Array(Type.String()),
  childCount: Type.Integer(),
  hasAudio: Flag,
  videoId: Type.String(),
  gmtModified: DateTime,
});
export type ProblemListItem = Static<typeof ProblemListItem>;

/** Filters of the bank (the teacher's list and the picker of `/account/exams/selectIssue`). */
export const ProblemFilter = Type.Object({
  problemType: Type.Optional(Type.Integer({ minimum: 0, maximum: 8, description: '题型，0 或不传为全部' })),
  problemKind: Type.Optional(Type.String({ maxLength: 50 })),
  subject: Type.Optional(Type.String({ maxLength: 50 })),
  difficulty: Type.Optional(Type.Integer({ minimum: 0, maximum: ExamLimits.difficultyMax })),
  year: Type.Optional(Type.Integer({ minimum: 0, maximum: ExamLimits.yearMax })),
  label: Type.Optional(Type.String({ maxLength: ExamLimits.labelMax, description: '含此标签' })),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: '题干包含的文字' })),
  /** Leave out problems already in this paper draft (the picker). */
  excludeExamId: Type.Optional(Id),
});
export type ProblemFilter = Static<typeof ProblemFilter>;
export const ProblemListBody = Type.Evaluate(Type.Intersect([PageQuery, ProblemFilter]));
export type ProblemListBody = Static<typeof ProblemListBody>;

/** The explanation video of a problem, from the teacher's own video library. */
export const VideoRefBody = Type.Object({
  problemId: Id,
  videoId: optionalId('视频编号；空字符串取消讲解视频'),
});
export type VideoRefBody = Static<typeof VideoRefBody>;

export const ImportFormat = Type.Union([Type.Literal('xlsx'), Type.Literal('docx')]);
export type ImportFormat = Static<typeof ImportFormat>;
export const ImportRowResult = Type.Object({
  row: Type.Integer({ description: 'Excel 的行号或 Word 文档中题号所在段落的序号' }),
  problemType: Type.Integer(),
  problemTypeName: Type.String(),
  summary: Type.String({ description: '题干摘要' }),
  childCount: Type.Integer(),
  errors: Type.Array(Type.String(), { description: '这一题的错误；为空表示可导入' }),
});
export type ImportRowResult = Static<typeof ImportRowResult>;
export const ImportResult = Type.Object({
  format: ImportFormat,
  total: Type.Integer(),
  validCount: Type.Integer(),
  errorCount: Type.Integer(),
  imported: Type.Integer({ description: '已保存的题数；预览为 0' }),
  rows: Type.Array(ImportRowResult),
});
export type ImportResult = Static<typeof ImportResult>;

const importSummary =
  '（multipart：file 为 .xlsx 模板或 .docx 文档；可带 problemKind、subject、difficulty、year 作为未写明时的默认值）';

/** A teacher's own problems and their import. */
export const examProblemContracts = defineContracts({
  listProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/list',
    summary: '我的试题（题库，可按题型、分类、科目、难度、年份、标签、题干文字筛选）',
    body: ProblemListBody,
    response: Page(ProblemListItem),
  },
  saveProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/save',
    summary: '新增试题（讲师）',
    body: ProblemSave,
    response: Problem,
  },
  updateProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/update',
    summary: '修改试题；已发布试卷保存的是发布时的副本，不受影响',
    body: ProblemUpdate,
    response: Problem,
  },
  deleteProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/delete',
    summary: '删除试题；被试卷草稿选用的试题不能删除',
    body: IdBody,
    response: Empty,
  },
  viewProblem: {
    method: 'GET',
    url: '/exam/auth/exam/problem/view/:id',
    summary: '试题详情（含答案、解析和小题）',
    params: IdBody,
    response: Problem,
  },
  previewImportProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/import/preview',
    summary: `批量导入预览：逐题检查，不保存${importSummary}`,
    multipart: true,
    response: ImportResult,
  },
  importProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/import',
    summary: `批量导入：全部题目无误时在一个事务中保存全部，有任何错误则一题也不保存并返回逐题错误${importSummary}`,
    multipart: true,
    response: ImportResult,
  },
  refVideo: {
    method: 'POST',
    url: '/exam/auth/video/ref',
    summary: '设置或取消试题的讲解视频（本人视频库中的视频）',
    body: VideoRefBody,
    response: Problem,
  },
});
