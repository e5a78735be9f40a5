import { AppError, badRequest } from '../../core/errors.ts';
import { Code, ExamLimits, type ImportResult, type ProblemSave } from '@school/contracts';
import type { SessionUser } from '../../core/http.ts';
import { summaryOf, typeName } from './exam.mapper.ts';
import { formatOf, type ImportDefaults, type ImportItem, readExcel, readWord } from './problem-import.ts';
import type { CheckedProblem } from './problem-rules.ts';
import { assertAuthor, type ProblemService } from './problem.service.ts';
import { richTextToPlain } from '../../core/rich-text.ts';

/** A file sent to the import calls, with the form's defaults for what the file leaves out. */
export interface ImportUpload {
  filename: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/**
 * Bulk import (decision 0024): the preview checks every problem of the file and saves nothing; the import
 * saves all of them in one transaction, and only when none has an error (a file imported in part would
 * be imported twice when the teacher fixes it and sends it again).
 */
export function createImportService({ problems }: { problems: ProblemService }) {
  async function read(siteId: number, upload: ImportUpload) {
    const format = await formatOf(upload.filename, upload.bytes);
    const names = await problems.dictNames(siteId);
    const field = (name: string) => (upload.fields[name] ?? '').trim();
    const defaults: ImportDefaults = {
      problemKind: field('problemKind'),
      subject: field('subject'),
      difficulty: Number(field('difficulty')) || 3,
      year: Number(field('year')) || 0,
    };
    const items = format === 'xlsx' ? await readExcel(upload.bytes, defaults) : await readWord(upload.bytes, defaults);
    if (items.length === 0) throw badRequest('文件中没有找到试题，请按模板填写');
    // Teachers write the dictionary's names; the bank stores its values.
    const valueOf = (map: ReadonlyMap<string, string>, text: string) =>
      map.has(text) ? text : ([...map].find(([, label]) => label === text)?.[0] ?? text);
    for (const item of items) {
      item.input.problemKind = valueOf(names.kinds, item.input.problemKind);
      item.input.subject = valueOf(names.subjects, item.input.subject);
    }
    const checks = await problems.checkMany(
      siteId,
      items.map((item) => item.input),
    );
    return { format, items, checks };
  }

  function resultOf(
    format: ImportResult['format'],
    items: ImportItem[],
    checks: Awaited<ReturnType<ProblemService['checkMany']>>,
    imported: number,
  ): ImportResult {
    const rows = items.map((item, index) => {
      const check = checks[index]!;
      const input: ProblemSave = item.input;
      return {
        row: item.row,
        problemType: input.problemType,
        problemTypeName: typeName(input.problemType),
        summary: summaryOf(richTextToPlain(input.content ?? '')),
        childCount: input.children?.length ?? 0,
        errors: [...new Set([...item.errors, ...(check.ok ? [] : check.errors)])],
      };
    });
    const errorCount = rows.filter((row) => row.errors.length > 0).length;
    return { format, total: rows.length, validCount: rows.length - errorCount, errorCount, imported, rows };
  }

  return {
    async preview(siteId: number, user: SessionUser, upload: ImportUpload): Promise<ImportResult> {
      assertAuthor(user);
      const { format, items, checks } = await read(siteId, upload);
      return resultOf(format, items, checks, 0);
    },

    async import(siteId: number, user: SessionUser, upload: ImportUpload): Promise<ImportResult> {
      assertAuthor(user);
      const { format, items, checks } = await read(siteId, upload);
      const result = resultOf(format, items, checks, 0);
      if (result.errorCount > 0)
        throw new AppError(
          Code.badRequest,
          `有 ${result.errorCount} 道题有错误，未导入任何试题；请按预览修改后重新导入`,
          result,
        );
      const valid = checks.flatMap((check) => (check.ok ? [check.problem] : [])) as CheckedProblem[];
      if (valid.length > ExamLimits.importRowsMax) throw badRequest(`一次最多导入 ${ExamLimits.importRowsMax} 道题`);
      const imported = (await problems.insertChecked(siteId, user, valid)).length;
      return { ...result, imported };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
