import {
  BLANK_PATTERN,
  ExamLimits,
  JudgeAnswer,
  OPTION_KEYS,
  ProblemType,
  problemTypeLabels,
  type ProblemChildSave,
  type ProblemOption,
  type ProblemSave,
} from '@school/contracts';
import { inspectRichText, richTextToPlain } from '../../core/rich-text.ts';
import type { ProblemColumns } from './exam.tables.ts';

/**
 * The rules of a problem, one place for the save call and the bulk import: what each of the eight types
 * must carry (decision 0024), checked all at once so an import row can list every mistake. The result
 * is the columns to store, with rich text sanitised.
 */

export interface ProblemRulesContext {
  /** Enabled values of the `problemKind` and `examSubject` dictionaries. */
  kinds: ReadonlySet<string>;
  subjects: ReadonlySet<string>;
  /** Where the school's storage serves files (pictures and audio in rich text must come from there). */
  mediaPrefixes: readonly string[];
  /** Whether an address is an audio file uploaded to this school. */
  isOwnAudio(url: string): Promise<boolean>;
}

/** A problem's columns without where it sits (owner, parent, order, video). */
export type ProblemFields = Omit<ProblemColumns, 'parent_id' | 'sort' | 'video_id'>;

export interface CheckedProblem {
  fields: ProblemFields;
  /** Children in order, with the id they asked to keep (update). */
  children: { id?: number; fields: ProblemFields }[];
}

export type CheckResult = { ok: true; problem: CheckedProblem } | { ok: false; errors: string[] };

const blankRegExp = new RegExp(BLANK_PATTERN, 'g');
export const countBlanks = (plain: string): number => plain.match(blankRegExp)?.length ?? 0;

const isComposite = (type: number) => type === ProblemType.material || type === ProblemType.listening;

export function labelsColumn(labels: readonly string[]): string {
  return labels.length === 0 ? '' : `,${labels.join(',')},`;
}
export const labelsOf = (column: string): string[] => column.split(',').filter(Boolean);

interface Part {
  problemType: number;
  content: string;
  options: ProblemOption[];
  answer: string[];
  blanks: string[][];
  referenceAnswer: string;
  analysis: string;
  score: number;
}

function partOf(input: ProblemSave | ProblemChildSave): Part {
  return {
    problemType: input.problemType,
    content: input.content ?? '',
    options: input.options ?? [],
    answer: input.answer ?? [],
    blanks: input.blanks ?? [],
    referenceAnswer: input.referenceAnswer ?? '',
    analysis: input.analysis ?? '',
    score: input.score ?? 0,
  };
}

/** Checks the question-and-answer part every problem has; pushes messages, returns the columns. */
function checkPart(part: Part, ctx: ProblemRulesContext, errors: string[]) {
  const type = part.problemType;
  const rich = (html: string, allowAudio = false) => {
    const found = inspectRichText(html, { mediaPrefixes: ctx.mediaPrefixes, allowAudio });
    if (found.unsafe) errors.push('内容中不能包含脚本、事件或嵌入页面');
    if (found.foreignMedia.length > 0) errors.push('图片和音频只能使用本站上传的文件');
    return found.html;
  };
  const content = rich(part.content, true);
  const contentText = richTextToPlain(content);
  const analysis = rich(part.analysis);

  const hasOptions = type === ProblemType.single || type === ProblemType.multiple;
  const options = part.options.map((option) => ({ key: option.key, content: rich(option.content) }));
  if (hasOptions) {
    if (options.length < ExamLimits.optionsMin || options.length > ExamLimits.optionsMax)
      errors.push(
        `${problemTypeLabels[type as ProblemType]}应有 ${ExamLimits.optionsMin}–${ExamLimits.optionsMax} 个选项`,
      );
    if (options.some((option, index) => option.key !== OPTION_KEYS[index])) errors.push('选项字母应依次为 A、B、C…');
    for (const option of options)
      if (richTextToPlain(option.content) === '' && !option.content.includes('<img'))
        errors.push(`选项 ${option.key} 的内容不能为空`);
  } else if (options.length > 0) errors.push('只有单选题和多选题有选项');

  const answer = part.answer.map((key) => key.trim().toUpperCase());
  if (hasOptions) {
    const keys = new Set(options.map((option) => option.key));
    for (const key of answer) if (!keys.has(key)) errors.push(`答案 ${key || '（空）'} 不在选项中`);
    if (new Set(answer).size !== answer.length) errors.push('答案中有重复的选项');
    if (type === ProblemType.single && answer.length !== 1) errors.push('单选题应有且只有一个答案');
    if (type === ProblemType.multiple && answer.length < 2) errors.push('多选题至少要有两个正确答案');
  } else if (type === ProblemType.judge) {
    if (answer.length !== 1 || (answer[0] !== JudgeAnswer.right && answer[0] !== JudgeAnswer.wrong))
      errors.push('判断题的答案应为 T（正确）或 F（错误）');
  } else if (answer.length > 0) errors.push('只有单选、多选和判断题填写选项答案');

  const blanks = part.blanks.map((alternatives) => alternatives.map((text) => text.trim()));
  if (type === ProblemType.blank) {
    const count = countBlanks(contentText);
    if (count === 0) errors.push('填空题的题干中没有空（用三个或更多下划线 ___ 表示一个空）');
    else if (blanks.length !== count) errors.push(`题干有 ${count} 个空，答案有 ${blanks.length} 个`);
    if (blanks.some((alternatives) => alternatives.some((text) => text === ''))) errors.push('填空题的答案不能为空');
  } else if (blanks.length > 0) errors.push('只有填空题填写每空的答案');

  let referenceAnswer = '';
  if (type === ProblemType.essay) referenceAnswer = rich(part.referenceAnswer);
  else if (type === ProblemType.dictation) {
    referenceAnswer = part.referenceAnswer.replace(/\s+/g, ' ').trim();
    if (referenceAnswer === '') errors.push('听写题须填写听到的原文');
    else if (/[<>]/.test(referenceAnswer)) errors.push('听写原文是纯文本，不能含 < 或 >');
  } else if (part.referenceAnswer.trim() !== '') errors.push('只有简答题和听写题填写参考答案');

  if (!isComposite(type) && type !== ProblemType.listening && type !== ProblemType.dictation && contentText === '')
    if (!content.includes('<img')) errors.push('题干不能为空');
  if (type === ProblemType.material && contentText === '' && !content.includes('<img'))
    errors.push('材料题须填写材料原文');
  if (!isComposite(type) && (part.score < 1 || part.score > ExamLimits.scoreMax))
    errors.push(`分值应为 1–${ExamLimits.scoreMax} 的整数`);

  return {
    problem_type: type,
    content,
    content_text: contentText,
    options: JSON.stringify(hasOptions ? options : []),
    answer: JSON.stringify(answer),
    blanks: JSON.stringify(blanks),
    reference_answer: referenceAnswer,
    analysis,
    score: part.score,
  };
}

export async function checkProblem(input: ProblemSave, ctx: ProblemRulesContext): Promise<CheckResult> {
  const errors: string[] = [];
  const type = input.problemType;
  const kind = input.problemKind.trim();
  const subject = input.subject.trim();
  if (!ctx.kinds.has(kind)) errors.push(`题目分类不存在：${kind || '（空）'}`);
  if (!ctx.subjects.has(subject)) errors.push(`科目不存在：${subject || '（空）'}`);
  const year = input.year ?? 0;
  if (year !== 0 && (year < ExamLimits.yearMin || year > ExamLimits.yearMax))
    errors.push(`年份应在 ${ExamLimits.yearMin}–${ExamLimits.yearMax} 之间`);
  const labels = [...new Set((input.labels ?? []).map((label) => label.trim()).filter(Boolean))];
  if (labels.some((label) => /[,，]/.test(label))) errors.push('标签不能含逗号');

  const own = checkPart(partOf(input), ctx, errors);

  const audioUrl = (input.audioUrl ?? '').trim();
  const playLimit = input.playLimit ?? 0;
  if (type === ProblemType.listening || type === ProblemType.dictation) {
    if (audioUrl === '') errors.push(`${problemTypeLabels[type]}须上传音频`);
    else if (!(await ctx.isOwnAudio(audioUrl))) errors.push('音频须是本站上传的音频文件（mp3、m4a、wav、ogg）');
  } else {
    if (audioUrl !== '') errors.push('只有听力题和听写题可以带音频');
    if (playLimit !== 0) errors.push('只有听力题和听写题可以限制播放次数');
  }

  const inputChildren = input.children ?? [];
  const children: CheckedProblem['children'] = [];
  if (isComposite(type)) {
    if (inputChildren.length === 0) errors.push(`${problemTypeLabels[type]}至少要有一道小题`);
    inputChildren.forEach((child, index) => {
      const childErrors: string[] = [];
      const columns = checkPart(partOf(child), ctx, childErrors);
      errors.push(...childErrors.map((message) => `第 ${index + 1} 小题：${message}`));
      children.push({
        ...(child.id ? { id: Number(child.id) } : {}),
        fields: {
          ...columns,
          problem_kind: kind,
          subject,
          year,
          difficulty: input.difficulty,
          labels: '',
          audio_url: '',
          play_limit: 0,
        },
      });
    });
  } else if (inputChildren.length > 0) errors.push('只有材料题和听力题可以有小题');

  if (errors.length > 0) return { ok: false, errors: [...new Set(errors)] };
  const score = isComposite(type) ? children.reduce((sum, child) => sum + child.fields.score, 0) : own.score;
  return {
    ok: true,
    problem: {
      fields: {
        ...own,
        score,
        problem_kind: kind,
        subject,
        year,
        difficulty: input.difficulty,
        labels: labelsColumn(labels),
        audio_url: audioUrl,
        play_limit: playLimit,
      },
      children,
    },
  };
}
