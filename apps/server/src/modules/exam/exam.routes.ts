import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EXAM_EXPORT_PATH,
  EXAM_IMPORT_TEMPLATE_PATH,
  PaperExportBody,
  ExamLimits,
  examContracts,
  examReaderContracts,
  type ImportFormat,
} from '@school/contracts';
import { AppError, badRequest, notFound } from '../../core/errors.ts';
import { accessOf, bindRoutes, streamed } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { ExamModule } from './index.ts';
import type { ImportUpload } from './import.service.ts';
import { importTemplate } from './problem-templates.ts';

const multipartMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `文件不能超过 ${ExamLimits.importFileMaxBytes / 1024 / 1024} MB`,
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_PARTS_LIMIT: '表单字段过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用 multipart/form-data 上传文件',
};

/** An import call's file and its form fields (the defaults for what the file leaves out). */
async function readImport(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传文件');
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: ExamLimits.importFileMaxBytes, files: 1, fields: 10, fieldSize: 200, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest('参数错误：文件应放在 file 字段');
      } else {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw badRequest(multipartMessages.FST_REQ_FILE_TOO_LARGE!);
        file = { filename: part.filename, bytes };
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    throw badRequest((code && multipartMessages[code]) ?? '上传内容格式不正确');
  }
  if (!file) throw badRequest('参数错误：file 不能为空');
  return { ...file, fields };
}

export function registerExamRoutes(app: FastifyInstance, exam: ExamModule): void {
  registerTemplateRoutes(app);
  const { previewImportProblem, importProblem, ...calls } = examContracts;
  const { problems, papers, imports, courseRefs, records, marking, notebook, browse, reader } = exam;
  registerExportRoute(app, exam);
  bindRoutes(app, examReaderContracts, {
    viewPaperReader: ({ siteId, user, body }) => reader.view(siteId, user, parseId(body.id)),
    listCourseExercise: ({ siteId, body }) => browse.exercises(siteId, body),
  });
  bindRoutes(
    app,
    { previewImportProblem, importProblem },
    {
      previewImportProblem: streamed(['multipart/form-data'], async (request) =>
        imports.preview(request.siteId, request.viewer!, await readImport(request)),
      ),
      importProblem: streamed(['multipart/form-data'], async (request) =>
        imports.import(request.siteId, request.viewer!, await readImport(request)),
      ),
    },
  );

  bindRoutes(app, calls, {
    listProblem: ({ siteId, user, body }) => problems.list(siteId, user, body),
    saveProblem: ({ siteId, user, body }) => problems.save(siteId, user, body),
    updateProblem: ({ siteId, user, body }) => problems.update(siteId, user, body),
    deleteProblem: ({ siteId, user, body }) => problems.remove(siteId, user, parseId(body.id)),
    viewProblem: ({ siteId, user, params }) => problems.view(siteId, user, parseId(params.id)),
    refVideo: ({ siteId, user, body }) => problems.refVideo(siteId, user, body),

    listPaperAudit: ({ siteId, user, body }) => papers.listDrafts(siteId, user, body),
    viewPaperAudit: ({ siteId, user, body }) => papers.viewDraft(siteId, user, parseId(body.id)),
    savePaperAudit: ({ siteId, user, body }) => papers.saveDraft(siteId, user, body),
    updatePaperAudit: ({ siteId, user, body }) => papers.updateDraft(siteId, user, body),
    savePaperRef: ({ siteId, user, body }) => papers.saveTitles(siteId, user, body),
    autoSavePaperRef: ({ siteId, user, body }) => papers.autoSaveTitles(siteId, user, body),
    previewPaperAudit: ({ siteId, user, body }) => papers.preview(siteId, user, parseId(body.examId)),
    submitPaperAudit: ({ siteId, user, body }) => papers.submit(siteId, user, parseId(body.id)),
    putAwayPaperAudit: ({ siteId, user, body }) => papers.putAway(siteId, user, parseId(body.id), body.isPutAway),
    listMyPaper: ({ siteId, user, body }) => papers.listMine(siteId, user, body),
    listPaperInfo: ({ siteId, body }) => papers.listPublic(siteId, body),

    saveCourseExamRef: ({ siteId, user, body }) => courseRefs.save(siteId, user, body),
    deleteCourseExamRef: ({ siteId, user, body }) => courseRefs.remove(siteId, user, parseId(body.id)),
    listCourseExamRef: ({ siteId, user, body }) => courseRefs.list(siteId, user, parseId(body.courseId)),

    adminListPaperAudit: ({ siteId, body }) => papers.adminListDrafts(siteId, body),
    adminPreviewPaperAudit: ({ siteId, body }) => papers.adminPreview(siteId, parseId(body.examId)),
    adminApprovePaper: ({ siteId, body }) => papers.approve(siteId, body),
    adminRejectPaper: ({ siteId, body }) => papers.reject(siteId, body),
    adminListPaper: ({ siteId, body }) => papers.adminListPapers(siteId, body),
    adminPutAwayPaper: ({ siteId, body }) => papers.adminPutAway(siteId, parseId(body.id), body.isPutAway),

    viewPaperInfo: ({ siteId, body }) => records.detail(siteId, parseId(body.id)),
    viewPaperForUser: ({ siteId, user, body }) => records.detail(siteId, parseId(body.id), user),
    searchPaperInfo: ({ siteId, body }) => browse.search(siteId, body),
    recommendPaper: ({ siteId, body }) => browse.recommend(siteId, body),
    listExercise: ({ siteId, body }) => browse.exercises(siteId, body),
    checkExamRecord: ({ siteId, user, body }) => records.check(siteId, user, parseId(body.examId)),
    continueExamRecord: ({ siteId, user, body }) => records.continue(siteId, user, parseId(body.recordId)),
    saveExamAnswer: ({ siteId, user, body }) => records.answer(siteId, user, body),
    examOnline: ({ siteId, user, body }) => records.online(siteId, user, body),
    finishExam: ({ siteId, user, body }) => records.finish(siteId, user, parseId(body.recordId)),
    listExamRecordOfPaper: ({ siteId, user, body }) => records.listOfPaper(siteId, user, parseId(body.examId)),
    viewExamAnswer: ({ siteId, user, body }) => records.result(siteId, user, parseId(body.recordId)),
    listMyExam: ({ siteId, user, body }) => records.listMine(siteId, user, body),
    listOwnedPaper: ({ siteId, user, body }) => browse.ownedPapers(siteId, user, body),
    signProblemVideo: ({ siteId, user, body }) => browse.signVideo(siteId, user, body),

    listMarkRecord: ({ siteId, user, body }) => marking.list(siteId, user, body),
    viewMarkRecord: ({ siteId, user, body }) => marking.view(siteId, user, parseId(body.recordId)),
    saveMark: ({ siteId, user, body }) => marking.mark(siteId, user, body),
    completeMark: ({ siteId, user, body }) => marking.complete(siteId, user, parseId(body.recordId)),

    listErrorKind: ({ siteId, user }) => notebook.kinds(siteId, user),
    pageErrorProblem: ({ siteId, user, body }) => notebook.page(siteId, user, body),
    viewErrorProblem: ({ siteId, user, body }) => notebook.view(siteId, user, parseId(body.id)),
    saveErrorAnswer: ({ siteId, user, body }) => notebook.answer(siteId, user, body),
    deleteErrorProblem: ({ siteId, user, params }) => notebook.remove(siteId, user, parseId(params.id)),
    deleteAllErrorProblem: ({ siteId, user }) => notebook.removeAll(siteId, user),

    collectProblem: ({ siteId, user, body }) => notebook.collect(siteId, user, body),
    deleteProblemCollection: ({ siteId, user, body }) => notebook.uncollect(siteId, user, parseId(body.collectionId)),
    listProblemCollection: ({ siteId, user, body }) => notebook.collected(siteId, user, body),

    signPractice: ({ siteId, user, body }) => records.signPractice(siteId, user, parseId(body.examId)),
    savePracticeAnswer: ({ siteId, user, body }) => records.savePractice(siteId, user, body),
    viewPractice: ({ siteId, user, body }) => records.viewPractice(siteId, user, parseId(body.recordId)),
    deletePractice: ({ siteId, user, body }) => records.deletePractice(siteId, user, parseId(body.recordId)),
    deletePracticeAnswer: ({ siteId, user, query }) =>
      records.deletePracticeAnswer(siteId, user, parseId(query.recordId), parseId(query.problemId)),
  });
}

/**
 * `/exam/auth/user/exam/download/export`: the paper as a .docx download (a file, not the JSON envelope;
 * refusals still answer the envelope).
 */
function registerExportRoute(api: FastifyInstance, exam: ExamModule): void {
  api.post(
    EXAM_EXPORT_PATH,
    {
      schema: { hide: true, body: PaperExportBody },
      config: { access: accessOf(EXAM_EXPORT_PATH) },
    },
    async (request, reply) => {
      const file = await exam.browse.exportPaper(request.siteId, request.viewer!, request.body as PaperExportBody);
      return reply
        .type(templateTypes.docx)
        .header(
          'content-disposition',
          `attachment; filename="exam-${(request.body as PaperExportBody).examId}.docx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
}

const templateTypes: Record<ImportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The import templates are plain downloads (a link, no site-id header): the same file for every school.
 */
function registerTemplateRoutes(api: FastifyInstance): void {
  api.get<{ Params: { format: string } }>(
    `${EXAM_IMPORT_TEMPLATE_PATH}/:format`,
    { schema: { hide: true }, config: { siteless: true } },
    async (request, reply) => {
      const format = request.params.format;
      if (format !== 'xlsx' && format !== 'docx') throw notFound('模板不存在，可下载 xlsx 或 docx');
      return reply
        .type(templateTypes[format])
        .header(
          'content-disposition',
          `attachment; filename="exam-import-template.${format}"; filename*=UTF-8''${encodeURIComponent(`试题导入模板.${format}`)}`,
        )
        .header('cache-control', 'public, max-age=3600')
        .send(await importTemplate(format));
    },
  );
}
