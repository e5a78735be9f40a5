import { Type, type Static } from 'typebox';
import {
  DateTime,
  Empty,
  Flag,
  Id,
  ID_PATTERN,
  IdBody,
  Page,
  PageQuery,
  PictureUrl,
  SafeUrl,
  Text,
  Yuan,
} from './common.ts';
import { defineContracts } from './route.ts';

/**
 * 题库与试卷（decision 0024）：讲师的试题（8 种题型）、试卷草稿（大题、选题或随机抽题规则）、审核与发布、
 * 批量导入、课程与试卷的关联。考试作答、评分与错题本由考试作答模块在此之上完成。
 *
 * 题型 problemType 是程序固定的编码（GLOSSARY）；题目分类 problemKind 与科目 subject 是学校在字典中维护的
 * 取值（字典类型 problemKind、examSubject，见 `GET /system/api/dict/list/{dictType}`）。分值都是整数分。
 */

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
const optionalId = (description: string, withDefault = false) =>
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
const Score = Type.Integer({ minimum: 1, maximum: ExamLimits.scoreMax, description: '分值（整数分）' });

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

// ——— papers ———

export const PaperSave = Type.Object({
  examName: Text(100, 1),
  subject: Type.String({ minLength: 1, maxLength: 50, description: '科目（字典 examSubject 的值）' }),
  year: Type.Optional(Type.Integer({ minimum: 0, maximum: ExamLimits.yearMax, default: 0 })),
  description: Type.Optional(Type.String({ maxLength: 5000, default: '', description: '试卷说明（富文本）' })),
  coverUrl: Type.Optional(PictureUrl(0)),
  answerMinutes: Type.Integer({ minimum: 1, maximum: ExamLimits.answerMinutesMax, description: '答题时间（分钟）' }),
  passScore: Type.Integer({ minimum: 0, maximum: 10000, description: '及格分，不能高于总分' }),
  isFree: Flag,
  price: Type.Optional(Yuan),
  vipPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1000000, description: '会员价（元），0 会员免费' })),
  multipleHalfScore: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], {
      default: 1,
      description: '多选题少选（所选都对但不全）得一半分：1 是（默认），0 否',
    }),
  ),
});
export type PaperSave = Static<typeof PaperSave>;
export const PaperUpdate = Type.Evaluate(Type.Intersect([IdBody, PaperSave]));
export type PaperUpdate = Static<typeof PaperUpdate>;

export const RandomRule = Type.Object({
  problemType: Type.Union(
    [Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(8)],
    { description: '抽取的题型（1–5、8；材料题、听力题请手动选题）' },
  ),
  problemKind: Type.Optional(Type.String({ maxLength: 50, default: '', description: '题目分类，空为不限' })),
  difficulty: Type.Optional(
    Type.Integer({ minimum: 0, maximum: ExamLimits.difficultyMax, default: 0, description: '难度，0 不限' }),
  ),
  count: Type.Integer({ minimum: 1, maximum: ExamLimits.ruleCountMax, description: '抽取题数' }),
  score: Score,
});
export type RandomRule = Static<typeof RandomRule>;

export const PickedProblem = Type.Object({
  problemId: Id,
  score: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1000,
      default: 0,
      description: '本题在试卷中的分值；0 取试题的默认分值。材料题、听力题须等于各小题分值之和（或填 0）',
    }),
  ),
});
export type PickedProblem = Static<typeof PickedProblem>;

export const TitleSave = Type.Object({
  titleName: Text(50, 1),
  description: Type.Optional(Type.String({ maxLength: 500, default: '', description: '大题说明（纯文本）' })),
  titleType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 从题库选题，2 随机抽题' }),
  problems: Type.Optional(
    Type.Array(PickedProblem, {
      maxItems: ExamLimits.problemsPerTitleMax,
      default: [],
      description: '选题（titleType 1）',
    }),
  ),
  rules: Type.Optional(
    Type.Array(RandomRule, {
      maxItems: ExamLimits.rulesPerTitleMax,
      default: [],
      description: '抽题规则（titleType 2）',
    }),
  ),
});
export type TitleSave = Static<typeof TitleSave>;

export const PaperRefSave = Type.Object({
  examId: Id,
  titles: Type.Array(TitleSave, { maxItems: ExamLimits.titlesMax, description: '大题，按顺序；整体替换原有大题' }),
});
export type PaperRefSave = Static<typeof PaperRefSave>;

const paperBody = {
  id: Id,
  examName: Type.String(),
  subject: Type.String(),
  subjectName: Type.String(),
  year: Type.Integer(),
  description: Type.String(),
  coverUrl: Type.String(),
  answerMinutes: Type.Integer(),
  passScore: Type.Integer(),
  totalScore: Type.Integer({ description: '总分：各大题分值之和' }),
  isFree: Flag,
  price: Type.Number({ description: '售价（元）' }),
  vipPrice: Type.Number({ description: '会员价（元）' }),
  problemCount: Type.Integer({ description: '题数（随机大题按抽取题数计）' }),
  multipleHalfScore: Flag,
};

/** A paper draft as its teacher (and the audit queue) sees it. */
export const PaperAudit = Type.Object({
  ...paperBody,
  auditStatus: Type.Integer({ description: '0 待审核，1 已通过，2 未通过，3 草稿（未提交）' }),
  auditOpinion: Type.String(),
  isPublished: Flag,
  isPutAway: Flag,
  titleCount: Type.Integer(),
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type PaperAudit = Static<typeof PaperAudit>;

export const PaperAuditAdmin = Type.Evaluate(
  Type.Intersect([
    PaperAudit,
    Type.Object({ lecturerUserId: Id, lecturerName: Type.String({ description: '讲师昵称或手机号' }) }),
  ]),
);
export type PaperAuditAdmin = Static<typeof PaperAuditAdmin>;

export const PaperAuditListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      auditStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: '不传为全部' })),
      examName: Type.Optional(Type.String({ maxLength: 50 })),
    }),
  ]),
);
export type PaperAuditListBody = Static<typeof PaperAuditListBody>;

/** A published paper (what learners read). */
export const PaperInfo = Type.Object({
  ...paperBody,
  isPutAway: Flag,
  lecturerUserId: Id,
  gmtPublish: DateTime,
});
export type PaperInfo = Static<typeof PaperInfo>;

export const PaperInfoListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      subject: Type.Optional(Type.String({ maxLength: 50 })),
      isFree: Type.Optional(Flag),
      examName: Type.Optional(Type.String({ maxLength: 50 })),
    }),
  ]),
);
export type PaperInfoListBody = Static<typeof PaperInfoListBody>;

/** A problem as a paper shows it; the answer fields are present only where answers may be seen. */
export const PaperProblemChild = Type.Object({
  id: Id,
  problemType: Type.Integer(),
  content: Type.String(),
  options: Type.Array(ProblemOption),
  blankCount: Type.Integer(),
  score: Type.Integer(),
  answer: Type.Optional(Type.Array(Type.String())),
  blanks: Type.Optional(Type.Array(Type.Array(Type.String()))),
  referenceAnswer: Type.Optional(Type.String()),
  analysis: Type.Optional(Type.String()),
});
export type PaperProblemChild = Static<typeof PaperProblemChild>;
export const PaperProblem = Type.Evaluate(
  Type.Intersect([
    PaperProblemChild,
    Type.Object({
      audioUrl: Type.String(),
      playLimit: Type.Integer({ description: '音频可播放次数，0 不限' }),
      videoId: Type.Optional(Type.String()),
      children: Type.Array(PaperProblemChild),
    }),
  ]),
);
export type PaperProblem = Static<typeof PaperProblem>;

export const PaperTitle = Type.Object({
  titleName: Type.String(),
  description: Type.String(),
  titleType: Type.Integer({ description: '1 选题，2 随机抽题' }),
  score: Type.Integer({ description: '本大题总分' }),
  problems: Type.Array(PaperProblem, { description: '按顺序；随机大题为一次示例抽题' }),
  rules: Type.Array(RandomRule, { description: '随机大题的规则；选题大题为空' }),
});
export type PaperTitle = Static<typeof PaperTitle>;

export const PaperPreview = Type.Object({
  paper: PaperAudit,
  titles: Type.Array(PaperTitle),
});
export type PaperPreview = Static<typeof PaperPreview>;

/** A draft's sections as the teacher saved them (for the selectIssue page). */
export const TitleDraft = Type.Object({
  titleName: Type.String(),
  description: Type.String(),
  titleType: Type.Integer(),
  score: Type.Integer(),
  problems: Type.Array(
    Type.Object({
      problemId: Id,
      score: Type.Integer(),
      problem: ProblemListItem,
    }),
  ),
  rules: Type.Array(
    Type.Evaluate(
      Type.Intersect([RandomRule, Type.Object({ available: Type.Integer({ description: '题库中符合条件的题数' }) })]),
    ),
  ),
});
export type TitleDraft = Static<typeof TitleDraft>;
export const PaperRefView = Type.Object({ paper: PaperAudit, titles: Type.Array(TitleDraft) });
export type PaperRefView = Static<typeof PaperRefView>;

export const ExamIdBody = Type.Object({ examId: Id });
export const PutAwayBody = Type.Object({ id: Id, isPutAway: Flag });
export const AuditDecision = Type.Object({
  id: Id,
  auditOpinion: Type.Optional(Type.String({ maxLength: 500, default: '', description: '审核意见；驳回时必填' })),
});
export type AuditDecision = Static<typeof AuditDecision>;

// ——— course links ———

export const CourseExamRefSave = Type.Object({
  courseId: Id,
  examId: Id,
  periodId: Type.Optional(optionalId('课时编号；空为整门课程的练习', true)),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, default: 0 })),
});
export type CourseExamRefSave = Static<typeof CourseExamRefSave>;
export const CourseExamRef = Type.Object({
  id: Id,
  courseId: Id,
  periodId: Type.String(),
  examId: Id,
  examName: Type.String(),
  totalScore: Type.Integer(),
  isPutAway: Flag,
  sort: Type.Integer(),
  gmtCreate: DateTime,
});
export type CourseExamRef = Static<typeof CourseExamRef>;

// ——— import ———

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

// ——— taking exams (issue 12, decision 0033) ———

/** A learner's record: 1 answering, 2 submitted with essays awaiting the teacher, 3 scored. */
export const ExamRecordStatus = { answering: 1, marking: 2, scored: 3 } as const;
export type ExamRecordStatus = (typeof ExamRecordStatus)[keyof typeof ExamRecordStatus];
export const examRecordStatusLabels: Readonly<Record<ExamRecordStatus, string>> = {
  1: '答题中',
  2: '待批阅',
  3: '已评分',
};
/** 1 a timed exam; 2 practice (no time limit, each answer judged at once). */
export const ExamRecordType = { exam: 1, practice: 2 } as const;
/** Who submitted: 1 the learner; 2 the server when the time ran out. */
export const SubmitWay = { learner: 1, deadline: 2 } as const;
/** How one answer was judged. */
export const AnswerState = { unanswered: 0, right: 1, partial: 2, wrong: 3, awaitingMarking: 4, marked: 5 } as const;
export type AnswerState = (typeof AnswerState)[keyof typeof AnswerState];
/** GLOSSARY collectionType for problems. */
export const PROBLEM_COLLECTION_TYPE = 4;
/** A problem of the error notebook retires after correct re-practice on this many separate days. */
export const ERROR_RETIRE_DAYS = 3;
/** Answers sent this long after the deadline still count (a save in flight when time runs out). */
export const ANSWER_GRACE_MS = 3000;

export const ExamTakingLimits = {
  answerItemsMax: ExamLimits.blanksMax,
  answerTextMax: ExamLimits.contentMax,
  blankAnswerMax: 200,
  commentMax: 500,
} as const;

/**
 * An answer as the learner gives it, by type: single ["B"]; multiple ["A","C"]; true/false ["T"] or ["F"];
 * fill-in one text per blank in order; essay and dictation one text. [] clears the answer.
 */
export const ProblemAnswer = Type.Array(Type.String({ maxLength: ExamTakingLimits.answerTextMax }), {
  maxItems: ExamTakingLimits.answerItemsMax,
  description:
    '作答：单选 ["B"]；多选 ["A","C"]；判断 ["T"] 或 ["F"]；填空按空的顺序每空一段文字；简答、听写一段文字；[] 清空作答。材料题、听力题作答其小题',
});
export const RecordIdBody = Type.Object({ recordId: Id });
export type RecordIdBody = Static<typeof RecordIdBody>;
export const ExamStartBody = Type.Object({ examId: Id });
export type ExamStartBody = Static<typeof ExamStartBody>;
export const AnswerSaveBody = Type.Object({
  recordId: Id,
  problemId: Id,
  answer: ProblemAnswer,
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '当前所在题的序号（从 0 起）' })),
});
export type AnswerSaveBody = Static<typeof AnswerSaveBody>;
export const ExamOnlineBody = Type.Object({
  recordId: Id,
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000, description: '当前所在题的序号（从 0 起）' })),
});
export type ExamOnlineBody = Static<typeof ExamOnlineBody>;

const Points = Type.Number({ description: '得分（可有一位小数）' });

export const ExamRecord = Type.Object({
  id: Id,
  examId: Id,
  examName: Type.String(),
  recordType: Type.Integer({ description: '1 考试，2 练习' }),
  recordStatus: Type.Integer({ description: '1 答题中，2 待批阅（主观题等待老师评分），3 已评分' }),
  recordStatusName: Type.String(),
  submitWay: Type.Integer({ description: '0 未交卷，1 学员交卷，2 时间到自动交卷' }),
  startTime: DateTime,
  deadline: Type.String({ description: '交卷截止时间（服务器时间）；练习为空' }),
  submitTime: Type.String({ description: '交卷时间；未交卷为空' }),
  answerMinutes: Type.Integer(),
  usedSeconds: Type.Integer({ description: '用时（秒）' }),
  remainingMs: Type.Integer({ description: '服务器计算的剩余毫秒数；已交卷或练习为 0' }),
  position: Type.Integer({ description: '上次所在题的序号' }),
  totalScore: Type.Integer({ description: '试卷总分' }),
  passScore: Type.Integer(),
  objectiveScore: Points,
  subjectiveScore: Points,
  score: Type.Number({ description: '当前得分；待批阅时只含客观题' }),
  isPass: Flag,
  awaitingCount: Type.Integer({ description: '等待老师批阅的主观题数' }),
  answeredCount: Type.Integer(),
  problemCount: Type.Integer(),
});
export type ExamRecord = Static<typeof ExamRecord>;

export const SavedAnswer = Type.Object({ problemId: Id, answer: Type.Array(Type.String()) });
export type SavedAnswer = Static<typeof SavedAnswer>;

/** What the answering page needs: the learner's paper (no answers), saved answers, position and time. */
export const ExamSession = Type.Object({
  record: ExamRecord,
  titles: Type.Array(PaperTitle),
  answers: Type.Array(SavedAnswer),
});
export type ExamSession = Static<typeof ExamSession>;

export const AnswerSaved = Type.Object({
  problemId: Id,
  savedTime: DateTime,
  remainingMs: Type.Integer(),
});
export type AnswerSaved = Static<typeof AnswerSaved>;

export const ExamClock = Type.Object({
  recordId: Id,
  recordStatus: Type.Integer(),
  serverTime: DateTime,
  deadline: Type.String(),
  remainingMs: Type.Integer({ description: '剩余毫秒数；0 表示时间已到（服务器已自动交卷）' }),
});
export type ExamClock = Static<typeof ExamClock>;

/** One answer as judged: the learner's answer, points, state and the teacher's comment. */
export const AnswerResult = Type.Object({
  problemId: Id,
  answer: Type.Array(Type.String()),
  score: Points,
  maxScore: Type.Integer(),
  state: Type.Integer({ description: '0 未作答，1 正确，2 部分正确，3 错误，4 待批阅，5 已批阅' }),
  comment: Type.String({ description: '老师评语（主观题）' }),
});
export type AnswerResult = Static<typeof AnswerResult>;

export const ResultTitle = Type.Evaluate(Type.Intersect([PaperTitle, Type.Object({ gained: Points })]));
export type ResultTitle = Static<typeof ResultTitle>;

/** A submitted record with every problem, the right answers, analysis and the learner's results. */
export const ExamResult = Type.Object({
  record: ExamRecord,
  titles: Type.Array(ResultTitle),
  answers: Type.Array(AnswerResult),
  collectedIds: Type.Array(Id, { description: '本卷中我收藏了的试题编号' }),
});
export type ExamResult = Static<typeof ExamResult>;

export const RecordListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      examId: Type.Optional(Id),
      recordType: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 2, description: '1 考试，2 练习；0 或不传为全部' }),
      ),
      recordStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, description: '0 或不传为全部' })),
    }),
  ]),
);
export type RecordListBody = Static<typeof RecordListBody>;

export const PaperTitleSummary = Type.Object({
  titleName: Type.String(),
  description: Type.String(),
  score: Type.Integer(),
  problemCount: Type.Integer(),
});
/** A published paper's detail page: the paper, its sections and, for a signed-in learner, their state. */
export const PaperDetail = Type.Object({
  paper: PaperInfo,
  titles: Type.Array(PaperTitleSummary),
  lecturerName: Type.String(),
  takerCount: Type.Integer({ description: '参加过考试的人数' }),
  isBuy: Flag,
  runningRecordId: Type.String({ description: '本试卷正在作答的记录；无则为空' }),
  lastRecord: Type.Optional(ExamRecord),
});
export type PaperDetail = Static<typeof PaperDetail>;

export const PaperRecommendBody = Type.Object({
  examId: Type.Optional(Id),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6 })),
});
export const PaperSearchBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) })]),
);
export const ExerciseListBody = Type.Evaluate(Type.Intersect([PageQuery, Type.Object({ courseId: Id })]));

export const ProblemSignBody = Type.Object({
  examId: Id,
  problemId: Id,
});
export type ProblemSignBody = Static<typeof ProblemSignBody>;

/**
 * The Word export is a file download, not JSON: POST this body to `/apis` + EXAM_EXPORT_PATH (errors still
 * answer the JSON envelope). Answers and analysis are included for the paper's teacher, or a learner who
 * has submitted it.
 */
export const EXAM_EXPORT_PATH = '/exam/auth/user/exam/download/export';
export const PaperExportBody = Type.Object({
  examId: Id,
  withAnswers: Type.Optional(Flag),
});
export type PaperExportBody = Static<typeof PaperExportBody>;

/** A paper I bought or was given (/account/exams/myExamination). */
export const OwnedPaper = Type.Object({
  examId: Id,
  examName: Type.String({ description: '购买时的试卷名称' }),
  getTime: DateTime,
  isGranted: Flag,
  paper: Type.Optional(PaperInfo),
});
export type OwnedPaper = Static<typeof OwnedPaper>;

// marking

export const MarkListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      examId: Type.Optional(Id),
      recordStatus: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 3, description: '2 待批阅（默认），3 已评分，0 全部已交卷' }),
      ),
    }),
  ]),
);
export type MarkListBody = Static<typeof MarkListBody>;
export const MarkRecord = Type.Evaluate(
  Type.Intersect([ExamRecord, Type.Object({ userId: Id, learnerName: Type.String() })]),
);
export type MarkRecord = Static<typeof MarkRecord>;
export const MarkView = Type.Object({
  record: MarkRecord,
  titles: Type.Array(ResultTitle),
  answers: Type.Array(AnswerResult),
});
export type MarkView = Static<typeof MarkView>;
export const MarkSaveBody = Type.Object({
  recordId: Id,
  problemId: Id,
  score: Type.Number({ minimum: 0, maximum: 1000, description: '得分，不超过本题分值，可有一位小数' }),
  comment: Type.Optional(Type.String({ maxLength: ExamTakingLimits.commentMax, default: '' })),
});
export type MarkSaveBody = Static<typeof MarkSaveBody>;

// error notebook

export const ErrorKind = Type.Object({
  problemKind: Type.String(),
  problemKindName: Type.String(),
  count: Type.Integer(),
  dueCount: Type.Integer({ description: '今天到期要复习的题数' }),
});
export type ErrorKind = Static<typeof ErrorKind>;
export const ErrorProblemListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      problemKind: Type.Optional(Type.String({ maxLength: 50 })),
      dueOnly: Type.Optional(Flag),
    }),
  ]),
);
export type ErrorProblemListBody = Static<typeof ErrorProblemListBody>;
export const ErrorProblemItem = Type.Object({
  id: Id,
  problemId: Id,
  examId: Id,
  examName: Type.String(),
  problemType: Type.Integer(),
  problemTypeName: Type.String(),
  problemKind: Type.String(),
  problemKindName: Type.String(),
  summary: Type.String(),
  wrongCount: Type.Integer(),
  correctDays: Type.Integer({ description: `已在不同的几天做对（做对 ${ERROR_RETIRE_DAYS} 天后移出错题本）` }),
  dueDate: Type.String({ description: '下次复习日期 yyyy-MM-dd' }),
  isDue: Flag,
  lastWrongTime: DateTime,
});
export type ErrorProblemItem = Static<typeof ErrorProblemItem>;
export const ErrorProblemView = Type.Object({
  item: ErrorProblemItem,
  problem: PaperProblem,
  lastAnswers: Type.Array(SavedAnswer, { description: '上次答错时的作答' }),
});
export type ErrorProblemView = Static<typeof ErrorProblemView>;
export const ErrorAnswerSaveBody = Type.Object({
  id: Id,
  answers: Type.Array(Type.Object({ problemId: Id, answer: ProblemAnswer }), {
    minItems: 1,
    maxItems: ExamLimits.childrenMax,
    description: '本题（材料题、听力题为各小题）的作答',
  }),
});
export type ErrorAnswerSaveBody = Static<typeof ErrorAnswerSaveBody>;
export const ErrorAnswerResult = Type.Object({
  isRight: Flag,
  retired: Flag,
  item: ErrorProblemItem,
  problem: PaperProblem,
  answers: Type.Array(AnswerResult),
});
export type ErrorAnswerResult = Static<typeof ErrorAnswerResult>;

// collection

export const ProblemCollectBody = Type.Object({
  collectionId: Id,
  collectionType: Type.Literal(PROBLEM_COLLECTION_TYPE, { description: '4 试题' }),
  examId: Id,
});
export type ProblemCollectBody = Static<typeof ProblemCollectBody>;
export const ProblemCollectDeleteBody = Type.Object({
  collectionId: Id,
  collectionType: Type.Literal(PROBLEM_COLLECTION_TYPE),
});
export const CollectedProblem = Type.Object({
  id: Id,
  problemId: Id,
  examId: Id,
  examName: Type.String(),
  problemTypeName: Type.String(),
  summary: Type.String(),
  problem: PaperProblem,
  gmtCreate: DateTime,
});
export type CollectedProblem = Static<typeof CollectedProblem>;

// practice

export const PracticeAnswerDeleteQuery = Type.Object({ recordId: Id, problemId: Id });
export const PracticeFeedback = Type.Object({
  result: AnswerResult,
  problem: PaperProblem,
  children: Type.Array(AnswerResult),
});
export type PracticeFeedback = Static<typeof PracticeFeedback>;

const examTakingContracts = defineContracts({
  viewPaperInfo: {
    method: 'POST',
    url: '/exam/api/exam/info/view',
    summary: '试卷详情（公开）：基本信息、大题、出卷老师、参加人数',
    body: IdBody,
    response: PaperDetail,
  },
  viewPaperForUser: {
    method: 'POST',
    url: '/exam/auth/exam/view',
    summary: '试卷详情（登录）：另含是否已购买或免费、正在作答的记录、最近一次成绩',
    body: IdBody,
    response: PaperDetail,
  },
  searchPaperInfo: {
    method: 'POST',
    url: '/exam/api/exam/info/search/list',
    summary: '按试卷名称搜索已上架的试卷',
    body: PaperSearchBody,
    response: Page(PaperInfo),
  },
  recommendPaper: {
    method: 'POST',
    url: '/exam/api/exam/recommend/list',
    summary: '推荐试卷：同科目、参加人数多的已上架试卷（可排除当前试卷）',
    body: PaperRecommendBody,
    response: Type.Array(PaperInfo),
  },
  listExercise: {
    method: 'POST',
    url: '/exam/auth/exercise/listForPage',
    summary: '课程的练习（课程关联的已上架试卷）',
    body: ExerciseListBody,
    response: Page(PaperInfo),
  },
  checkExamRecord: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/check',
    summary:
      '开始考试：本试卷已有作答中的记录则继续它；另一份试卷正在作答时拒绝（409）；收费试卷须已购买或获赠。截止时间 = 开始时间 + 答题时间，到时服务器自动交卷',
    body: ExamStartBody,
    response: ExamSession,
  },
  continueExamRecord: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/continue',
    summary: '继续作答：恢复试卷、全部已保存的作答、所在位置和服务器剩余时间',
    body: RecordIdBody,
    response: ExamSession,
  },
  saveExamAnswer: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/answer/save',
    summary: '保存一题的作答（按题型检查格式）；交卷后或截止后拒绝（409）',
    body: AnswerSaveBody,
    response: AnswerSaved,
  },
  examOnline: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/examOnline',
    summary: '考试心跳：记录所在位置，返回服务器剩余时间（时间已到则已自动交卷）',
    body: ExamOnlineBody,
    response: ExamClock,
  },
  finishExam: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/examFinish',
    summary: '交卷：客观题立即评分，有主观题时等待老师批阅',
    body: RecordIdBody,
    response: ExamRecord,
  },
  listExamRecordOfPaper: {
    method: 'POST',
    url: '/exam/auth/user/exam/record/list',
    summary: '我在一份试卷上的全部记录（examId）',
    body: ExamStartBody,
    response: Type.Array(ExamRecord),
  },
  viewExamAnswer: {
    method: 'POST',
    url: '/exam/auth/user/exam/answer/view',
    summary: '成绩与解析：交卷后的每道题、我的作答、正确答案、解析、得分和老师评语',
    body: RecordIdBody,
    response: ExamResult,
  },
  listMyExam: {
    method: 'POST',
    url: '/exam/auth/user/exam/list',
    summary: '我的考试记录（/account/exams/myExam）',
    body: RecordListBody,
    response: Page(ExamRecord),
  },
  listOwnedPaper: {
    method: 'POST',
    url: '/exam/auth/user/exam/paper/list',
    summary: '我购买或获赠的试卷（/account/exams/myExamination），新的在前；已下架的试卷不含 paper',
    body: PageQuery,
    response: Page(OwnedPaper),
  },
  signProblemVideo: {
    method: 'POST',
    url: '/exam/auth/exam/sign',
    summary: '试题讲解视频的播放授权：已交卷的记录、错题本或收藏中有这道题时可看',
    body: ProblemSignBody,
    response: Type.Object({
      videoId: Id,
      videoName: Type.String(),
      playUrl: Type.String(),
      playToken: Type.String(),
      expireTime: DateTime,
      duration: Type.Number(),
      width: Type.Integer(),
      height: Type.Integer(),
      coverUrl: Type.String(),
    }),
  },

  listMarkRecord: {
    method: 'POST',
    url: '/exam/auth/exam/mark/page',
    summary: '批阅：我的试卷上已交卷的记录（默认只看待批阅）',
    body: MarkListBody,
    response: Page(MarkRecord),
  },
  viewMarkRecord: {
    method: 'POST',
    url: '/exam/auth/exam/mark/view',
    summary: '批阅：一份记录的全部题目、学员作答、参考答案和已给的分数',
    body: RecordIdBody,
    response: MarkView,
  },
  saveMark: {
    method: 'POST',
    url: '/exam/auth/exam/mark/save',
    summary: '给一道主观题评分并写评语（可修改，完成批阅前有效）',
    body: MarkSaveBody,
    response: AnswerResult,
  },
  completeMark: {
    method: 'POST',
    url: '/exam/auth/exam/mark/audit/complete',
    summary: '完成批阅：主观题都已评分时计算总分，并给学员发消息',
    body: RecordIdBody,
    response: MarkRecord,
  },

  listErrorKind: {
    method: 'GET',
    url: '/exam/auth/user/error/problem/category/list',
    summary: '错题本分类：按题目分类的错题数和今天到期要复习的题数',
    response: Type.Array(ErrorKind),
  },
  pageErrorProblem: {
    method: 'POST',
    url: '/exam/auth/user/error/problem/page',
    summary: '错题列表（可按分类；dueOnly=1 为今天的复习队列，按到期先后）',
    body: ErrorProblemListBody,
    response: Page(ErrorProblemItem),
  },
  viewErrorProblem: {
    method: 'POST',
    url: '/exam/auth/user/error/problem/view',
    summary: '错题详情（不含答案，重新作答后返回答案和解析）',
    body: IdBody,
    response: ErrorProblemView,
  },
  saveErrorAnswer: {
    method: 'POST',
    url: '/exam/auth/user/error/problem/answer/save',
    summary: `重做错题：立即判分并按间隔重复安排下次复习；在 ${ERROR_RETIRE_DAYS} 个不同的日子做对后移出错题本`,
    body: ErrorAnswerSaveBody,
    response: ErrorAnswerResult,
  },
  deleteErrorProblem: {
    method: 'DELETE',
    url: '/exam/auth/user/error/problem/delete/:id',
    summary: '从错题本删除一题',
    params: IdBody,
    response: Empty,
  },
  deleteAllErrorProblem: {
    method: 'DELETE',
    url: '/exam/auth/user/error/problem/delete/all',
    summary: '清空错题本',
    response: Empty,
  },

  collectProblem: {
    method: 'POST',
    url: '/exam/auth/exam/problem/collection/collect',
    summary: '收藏试题（collectionType 4，collectionId 为试题编号，examId 为所在试卷）',
    body: ProblemCollectBody,
    response: Empty,
  },
  deleteProblemCollection: {
    method: 'POST',
    url: '/exam/auth/exam/problem/collection/delete',
    summary: '取消收藏试题',
    body: ProblemCollectDeleteBody,
    response: Empty,
  },
  listProblemCollection: {
    method: 'POST',
    url: '/exam/auth/exam/problem/collection/list',
    summary: '我收藏的试题（含答案和解析）',
    body: PageQuery,
    response: Page(CollectedProblem),
  },

  signPractice: {
    method: 'POST',
    url: '/exam/auth/practice/sign',
    summary: '开始或继续练习一份试卷（不限时，每题作答后立即判分）',
    body: ExamStartBody,
    response: ExamSession,
  },
  savePracticeAnswer: {
    method: 'POST',
    url: '/exam/auth/practice/save',
    summary: '保存一题练习作答，立即返回判分、正确答案和解析（答错的题进入错题本）',
    body: AnswerSaveBody,
    response: PracticeFeedback,
  },
  viewPractice: {
    method: 'POST',
    url: '/exam/auth/practice/view',
    summary: '练习记录：已答的题及其判分（未答的题不含答案）',
    body: RecordIdBody,
    response: ExamResult,
  },
  deletePractice: {
    method: 'POST',
    url: '/exam/auth/practice/delete',
    summary: '删除练习记录（重新练习）',
    body: RecordIdBody,
    response: Empty,
  },
  deletePracticeAnswer: {
    method: 'DELETE',
    url: '/exam/auth/practice/user/answer/delete',
    summary: '清除练习中一题的作答（查询参数 recordId、problemId），可重新作答',
    querystring: PracticeAnswerDeleteQuery,
    response: Empty,
  },
});

const importSummary =
  '（multipart：file 为 .xlsx 模板或 .docx 文档；可带 problemKind、subject、difficulty、year 作为未写明时的默认值）';

export const examContracts = defineContracts({
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

  listPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/list',
    summary: '我的试卷（草稿及审核状态）',
    body: PaperAuditListBody,
    response: Page(PaperAudit),
  },
  viewPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/view',
    summary: '试卷草稿及其大题（编辑、选题页使用）',
    body: IdBody,
    response: PaperRefView,
  },
  savePaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/save',
    summary: '新建试卷草稿（基本信息；大题用 save/exam/ref 保存）',
    body: PaperSave,
    response: PaperAudit,
  },
  updatePaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/update',
    summary: '修改试卷基本信息；已发布的试卷由此产生新草稿，学员仍看到已发布的版本',
    body: PaperUpdate,
    response: PaperAudit,
  },
  savePaperRef: {
    method: 'POST',
    url: '/exam/auth/exam/audit/save/exam/ref',
    summary: '保存试卷的大题：选题（本人题库中的试题及分值）或随机规则（题型/分类/难度 → 题数与每题分值）',
    body: PaperRefSave,
    response: PaperRefView,
  },
  autoSavePaperRef: {
    method: 'POST',
    url: '/exam/auth/exam/auto/save/exam/ref',
    summary: '一键组卷：随机大题按规则立即从本人题库抽题，保存为选题大题（选题大题原样保存），返回组好的大题供调整',
    body: PaperRefSave,
    response: PaperRefView,
  },
  previewPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/preview',
    summary: '预览试卷草稿，与学员看到的一样（不含答案；随机大题为一次示例抽题）',
    body: ExamIdBody,
    response: PaperPreview,
  },
  submitPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/is/submit/audit',
    summary: '提交审核（检查试卷完整：有试题、分值相符、随机规则题库够抽）',
    body: IdBody,
    response: PaperAudit,
  },
  putAwayPaperAudit: {
    method: 'POST',
    url: '/exam/auth/exam/audit/is/put/way',
    summary: '已发布试卷上架或下架',
    body: PutAwayBody,
    response: PaperAudit,
  },
  listMyPaper: {
    method: 'POST',
    url: '/exam/auth/exam/list',
    summary: '我已发布的试卷（关联课程练习时选择）',
    body: PaperInfoListBody,
    response: Page(PaperInfo),
  },
  listPaperInfo: {
    method: 'POST',
    url: '/exam/api/exam/info/list',
    summary: '已发布并上架的试卷（公开列表）',
    body: PaperInfoListBody,
    response: Page(PaperInfo),
  },

  saveCourseExamRef: {
    method: 'POST',
    url: '/course/auth/course/exam/ref/save',
    summary: '把本人已发布的试卷关联到本人的课程（或课时）作为练习',
    body: CourseExamRefSave,
    response: CourseExamRef,
  },
  deleteCourseExamRef: {
    method: 'POST',
    url: '/course/auth/course/exam/ref/delete',
    summary: '取消课程与试卷的关联',
    body: IdBody,
    response: Empty,
  },
  listCourseExamRef: {
    method: 'POST',
    url: '/course/auth/course/exam/ref/list',
    summary: '本人课程关联的试卷（/account/vod/praxis）',
    body: Type.Object({ courseId: Id }),
    response: Type.Array(CourseExamRef),
  },

  adminListPaperAudit: {
    method: 'POST',
    url: '/exam/admin/exam/audit/list',
    summary: '试卷审核队列（默认只看待审核）',
    body: PaperAuditListBody,
    response: Page(PaperAuditAdmin),
  },
  adminPreviewPaperAudit: {
    method: 'POST',
    url: '/exam/admin/exam/audit/preview',
    summary: '审核预览：试卷草稿及全部答案、解析（随机大题为一次示例抽题）',
    body: ExamIdBody,
    response: PaperPreview,
  },
  adminApprovePaper: {
    method: 'POST',
    url: '/exam/admin/exam/audit/approve',
    summary: '审核通过：草稿在一个事务中复制为新的发布版本（试题保存副本），并通知讲师',
    body: AuditDecision,
    response: PaperAuditAdmin,
  },
  adminRejectPaper: {
    method: 'POST',
    url: '/exam/admin/exam/audit/reject',
    summary: '驳回（须填写意见），并通知讲师',
    body: AuditDecision,
    response: PaperAuditAdmin,
  },
  adminListPaper: {
    method: 'POST',
    url: '/exam/admin/exam/list',
    summary: '已发布的试卷（含下架的）',
    body: PaperInfoListBody,
    response: Page(PaperInfo),
  },
  adminPutAwayPaper: {
    method: 'POST',
    url: '/exam/admin/exam/put/way',
    summary: '运营上架或下架已发布的试卷',
    body: PutAwayBody,
    response: PaperInfo,
  },
  ...examTakingContracts,
});
