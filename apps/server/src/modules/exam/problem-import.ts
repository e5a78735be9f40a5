import type ExcelJS from 'exceljs';
import {
  ExamLimits,
  JudgeAnswer,
  OPTION_KEYS,
  ProblemType,
  problemTypeLabels,
  type ImportFormat,
  type ProblemChildSave,
  type ProblemSave,
} from '@school/contracts';
import { badRequest } from '../../core/errors.ts';

/**
 * Reading problems from an Excel template or a Word document (decision 0024). Both give the same
 * `ProblemSave` inputs that the save call takes, so one set of rules checks them. Cell and line text is
 * plain text; it is escaped into HTML by the rules' sanitiser.
 *
 * Excel: one problem a row under the header row (columns by header name: 题型, 题干, 选项A–选项H, 答案,
 * 解析, 分值, 难度, 题目分类, 科目, 年份, 标签, 音频地址, 播放次数, 材料编号). A 材料题 or 听力题 row names its
 * block in 材料编号; rows of other types with the same 材料编号 are its children.
 *
 * Word (.docx): paragraphs. `1.` (or `1、` `1．`) starts a problem, optionally with a type tag `[单选题]`;
 * `A.`–`H.` lines are options; `答案：`, `解析：`, `分值：`, `难度：`, `标签：`, `音频：`, `播放次数：` lines set
 * those fields; other lines continue the stem. `【材料】` or `【听力】` opens a block whose text (until the
 * first numbered problem) is the passage, closed by `【材料结束】` / `【听力结束】`. Lines `题目分类：`,
 * `科目：`, `年份：` before any problem set defaults for the whole file.
 */

export interface ImportDefaults {
  problemKind: string;
  subject: string;
  difficulty: number;
  year: number;
}

/** One problem read from the file: where it was, what it says, and what could not be read. */
export interface ImportItem {
  row: number;
  input: ProblemSave;
  errors: string[];
}

const typeByName: Record<string, number> = Object.fromEntries(
  Object.entries(problemTypeLabels).flatMap(([value, label]) => [
    [label, Number(value)],
    [label.replace(/题$/, ''), Number(value)],
    [value, Number(value)],
  ]),
);
typeByName['不定项'] = ProblemType.multiple;
typeByName['问答题'] = ProblemType.essay;
typeByName['作文'] = ProblemType.essay;
typeByName['阅读理解'] = ProblemType.material;
typeByName['完形填空'] = ProblemType.material;

const judgeWords: Record<string, string> = {
  对: JudgeAnswer.right,
  正确: JudgeAnswer.right,
  是: JudgeAnswer.right,
  '√': JudgeAnswer.right,
  T: JudgeAnswer.right,
  TRUE: JudgeAnswer.right,
  错: JudgeAnswer.wrong,
  错误: JudgeAnswer.wrong,
  否: JudgeAnswer.wrong,
  '×': JudgeAnswer.wrong,
  F: JudgeAnswer.wrong,
  FALSE: JudgeAnswer.wrong,
};

/** Plain text as rich text: escaped, one paragraph per line. */
const asHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');

/** The answer text of a cell or line read for one problem type. */
function readAnswer(type: number, text: string): Pick<ProblemSave, 'answer' | 'blanks' | 'referenceAnswer'> {
  const value = text.trim();
  if (type === ProblemType.single || type === ProblemType.multiple)
    return {
      answer: value
        .toUpperCase()
        .replace(/[\s,，、]/g, '')
        .split('')
        .filter(Boolean),
    };
  if (type === ProblemType.judge) return { answer: value ? [judgeWords[value.toUpperCase()] ?? value] : [] };
  if (type === ProblemType.blank)
    return {
      blanks: value
        ? value.split(/[;；]/).map((blank) =>
            blank
              .split(/[|｜]/)
              .map((alternative) => alternative.trim())
              .filter(Boolean),
          )
        : [],
    };
  if (type === ProblemType.essay) return { referenceAnswer: asHtml(value) };
  if (type === ProblemType.dictation) return { referenceAnswer: value };
  return {};
}

/** The type a problem without a tag has, from its shape. */
function inferType(stem: string, options: number, answer: string): number {
  if (options > 0) return answer.replace(/[\s,，、]/g, '').length > 1 ? ProblemType.multiple : ProblemType.single;
  if (judgeWords[answer.trim().toUpperCase()]) return ProblemType.judge;
  if (/_{3,}/.test(stem)) return ProblemType.blank;
  return ProblemType.essay;
}

const toInteger = (text: string, fallback: number) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : fallback;
};

// ——— checking the file is what it claims ———

const formats: Record<ImportFormat, { mime: string; label: string }> = {
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel（.xlsx）' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'Word（.docx）' },
};

/** The format the name claims, checked against the bytes; anything else is refused with 400. */
export async function formatOf(filename: string, bytes: Buffer): Promise<ImportFormat> {
  const extension = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension === 'xls' || extension === 'doc')
    throw badRequest(`不支持旧版 .${extension} 文件，请另存为 .${extension}x 后再导入`);
  if (extension !== 'xlsx' && extension !== 'docx') throw badRequest('请上传 .xlsx（Excel 模板）或 .docx（Word）文件');
  if (bytes.length === 0) throw badRequest('文件为空');
  if (bytes.length > ExamLimits.importFileMaxBytes)
    throw badRequest(`文件不能超过 ${ExamLimits.importFileMaxBytes / 1024 / 1024} MB`);
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== formats[extension].mime)
    throw badRequest(`文件内容不是 ${formats[extension].label} 文件，请检查后重新上传`);
  return extension;
}

// ——— Excel ———

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result as string | number);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return '';
  }
  return String(value);
};

export async function readExcel(bytes: Buffer, defaults: ImportDefaults): Promise<ImportItem[]> {
  // exceljs and mammoth are large and only imports need them, so they load on the first import.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest('无法读取 Excel 文件，请使用导入模板');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('Excel 文件中没有工作表');
  const header = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => header.set(cellText(cell.value).trim(), column));
  if (!header.has('题型') || !header.has('题干')) throw badRequest('Excel 的第一行应是模板的表头（题型、题干…）');

  const items: ImportItem[] = [];
  const blocks = new Map<string, ImportItem>();
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const cell = (name: string) => {
      const column = header.get(name);
      return column ? cellText(row.getCell(column).value).trim() : '';
    };
    const typeText = cell('题型');
    const stem = cell('题干');
    if (!typeText && !stem) continue;
    if (items.length >= ExamLimits.importRowsMax) throw badRequest(`一次最多导入 ${ExamLimits.importRowsMax} 道题`);
    const errors: string[] = [];
    const type = typeByName[typeText] ?? 0;
    if (!type) errors.push(`题型“${typeText}”无法识别，应为 ${Object.values(problemTypeLabels).join('、')} 之一`);
    const options = OPTION_KEYS.map((key) => ({ key, content: cell(`选项${key}`) })).filter(
      (option) => option.content !== '',
    );
    const fields = {
      problemType: (type || ProblemType.essay) as ProblemSave['problemType'],
      content: asHtml(stem),
      options: options.map((option) => ({ key: option.key, content: option.content })),
      ...readAnswer(type, cell('答案')),
      analysis: asHtml(cell('解析')),
      score: toInteger(cell('分值'), 0),
    };
    const block = cell('材料编号');
    if (type === ProblemType.material || type === ProblemType.listening || !block) {
      const item: ImportItem = {
        row: rowNumber,
        errors,
        input: {
          ...fields,
          problemKind: cell('题目分类') || defaults.problemKind,
          subject: cell('科目') || defaults.subject,
          difficulty: toInteger(cell('难度'), defaults.difficulty),
          year: toInteger(cell('年份'), defaults.year),
          labels: cell('标签')
            .split(/[,，、]/)
            .map((label) => label.trim())
            .filter(Boolean),
          audioUrl: cell('音频地址'),
          playLimit: toInteger(cell('播放次数'), 0),
          children: [],
        },
      };
      if (block && (type === ProblemType.material || type === ProblemType.listening)) {
        if (blocks.has(block)) errors.push(`材料编号 ${block} 重复`);
        blocks.set(block, item);
      }
      items.push(item);
    } else {
      const parent = blocks.get(block);
      if (!parent) {
        items.push({
          row: rowNumber,
          errors: [...errors, `材料编号 ${block} 前面没有对应的材料题或听力题`],
          input: { ...fields, problemKind: defaults.problemKind, subject: defaults.subject, difficulty: 1 },
        });
        continue;
      }
      parent.errors.push(...errors.map((message) => `第 ${rowNumber} 行：${message}`));
      parent.input.children!.push(fields as ProblemChildSave);
    }
  }
  return items;
}

// ——— Word ———

const NUMBERED = /^(\d{1,3})\s*[.．、]\s*(?:[[【]([^\]】]{1,6})[\]】]\s*)?(.*)$/;
const OPTION = /^([A-H])\s*[.．、)）]\s*(.*)$/;
const FIELD = /^(答案|解析|分值|难度|标签|音频|播放次数|题目分类|科目|年份)\s*[:：]\s*(.*)$/;
const BLOCK_START = /^[[【](材料|听力)[\]】]\s*(.*)$/;
const BLOCK_END = /^[[【](材料|听力)结束[\]】]$/;

interface Draft {
  row: number;
  tag: string;
  stem: string[];
  options: { key: string; content: string }[];
  fields: Map<string, string>;
  last: 'stem' | 'option' | string;
}

export async function readWord(bytes: Buffer, fileDefaults: ImportDefaults): Promise<ImportItem[]> {
  let text: string;
  try {
    const { default: mammoth } = await import('mammoth');
    text = (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw badRequest('无法读取 Word 文件，请确认是 .docx 格式');
  }
  const lines = text.split(/\n+/).map((line) => line.trim());
  const defaults = { ...fileDefaults };
  const items: ImportItem[] = [];
  let block: { item: ImportItem; kind: number; passage: string[]; open: boolean } | undefined;
  let draft: Draft | undefined;
  let lineNumber = 0;

  const finishDraft = () => {
    if (!draft) return;
    const answer = draft.fields.get('答案') ?? '';
    const stem = draft.stem.join('\n');
    const errors: string[] = [];
    let type = draft.tag ? (typeByName[draft.tag] ?? 0) : inferType(stem, draft.options.length, answer);
    if (!type) {
      errors.push(`题型“${draft.tag}”无法识别`);
      type = ProblemType.essay;
    }
    const fields = {
      problemType: type as ProblemSave['problemType'],
      content: asHtml(stem),
      options: draft.options,
      ...readAnswer(type, answer),
      analysis: asHtml(draft.fields.get('解析') ?? ''),
      score: toInteger(draft.fields.get('分值') ?? '', 0),
    };
    if (block?.open) {
      block.item.errors.push(...errors.map((message) => `第 ${draft!.row} 段：${message}`));
      block.item.input.children!.push(fields as ProblemChildSave);
    } else {
      if (items.length >= ExamLimits.importRowsMax) throw badRequest(`一次最多导入 ${ExamLimits.importRowsMax} 道题`);
      items.push({
        row: draft.row,
        errors,
        input: {
          ...fields,
          problemKind: defaults.problemKind,
          subject: defaults.subject,
          year: defaults.year,
          difficulty: toInteger(draft.fields.get('难度') ?? '', defaults.difficulty),
          labels: (draft.fields.get('标签') ?? '')
            .split(/[,，、]/)
            .map((label) => label.trim())
            .filter(Boolean),
          audioUrl: draft.fields.get('音频') ?? '',
          playLimit: toInteger(draft.fields.get('播放次数') ?? '', 0),
        },
      });
    }
    draft = undefined;
  };

  const finishBlock = () => {
    if (!block) return;
    block.item.input.content = asHtml(block.passage.join('\n'));
    block.open = false;
    block = undefined;
  };

  for (const line of lines) {
    if (!line) continue;
    lineNumber++;
    const start = BLOCK_START.exec(line);
    if (start) {
      finishDraft();
      finishBlock();
      const kind = start[1] === '听力' ? ProblemType.listening : ProblemType.material;
      const item: ImportItem = {
        row: lineNumber,
        errors: [],
        input: {
          problemType: kind,
          problemKind: defaults.problemKind,
          subject: defaults.subject,
          year: defaults.year,
          difficulty: defaults.difficulty,
          content: '',
          children: [],
        },
      };
      items.push(item);
      block = { item, kind, passage: start[2] ? [start[2]] : [], open: true };
      continue;
    }
    if (BLOCK_END.test(line)) {
      finishDraft();
      finishBlock();
      continue;
    }
    const numbered = NUMBERED.exec(line);
    if (numbered) {
      finishDraft();
      draft = {
        row: lineNumber,
        tag: numbered[2] ?? '',
        stem: numbered[3] ? [numbered[3]] : [],
        options: [],
        fields: new Map(),
        last: 'stem',
      };
      continue;
    }
    const field = FIELD.exec(line);
    if (field) {
      const [, name, value] = field as unknown as [string, string, string];
      if (draft) {
        draft.fields.set(name, value);
        draft.last = name;
      } else if (block) {
        if (name === '音频') block.item.input.audioUrl = value.trim();
        else if (name === '播放次数') block.item.input.playLimit = toInteger(value, 0);
        else if (name === '难度') block.item.input.difficulty = toInteger(value, defaults.difficulty);
        else if (name === '标签')
          block.item.input.labels = value
            .split(/[,，、]/)
            .map((l) => l.trim())
            .filter(Boolean);
        else block.passage.push(line);
      } else if (name === '题目分类') defaults.problemKind = value.trim();
      else if (name === '科目') defaults.subject = value.trim();
      else if (name === '年份') defaults.year = toInteger(value, 0);
      else if (name === '难度') defaults.difficulty = toInteger(value, defaults.difficulty);
      continue;
    }
    const option = draft ? OPTION.exec(line) : null;
    if (draft && option && draft.fields.size === 0) {
      draft.options.push({ key: option[1]!, content: option[2]! });
      draft.last = 'option';
      continue;
    }
    if (draft) {
      // A continuation of whatever was last written.
      if (draft.last === 'stem') draft.stem.push(line);
      else if (draft.last === 'option') draft.options[draft.options.length - 1]!.content += ` ${line}`;
      else draft.fields.set(draft.last, `${draft.fields.get(draft.last) ?? ''}\n${line}`);
    } else if (block) block.passage.push(line);
  }
  finishDraft();
  finishBlock();
  return items;
}
