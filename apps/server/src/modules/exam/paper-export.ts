import {
  JudgeAnswer,
  ProblemType,
  problemTypeLabels,
  type PaperProblemChild,
  type ProblemType as TypeCode,
} from '@school/contracts';
import { richTextToPlain } from '../../core/rich-text.ts';
import type { DrawnPaper } from './paper.service.ts';
import { isComposite } from './taking.ts';

/**
 * A published paper as a Word document (decision 0033): sections, numbered problems with their options
 * and, when asked, each answer and its analysis. Random sections show the draw of the given seed.
 */

const answerText = (problem: PaperProblemChild): string => {
  switch (problem.problemType) {
    case ProblemType.judge:
      return problem.answer?.[0] === JudgeAnswer.right ? '对' : '错';
    case ProblemType.blank:
      return (problem.blanks ?? []).map((alternatives) => alternatives.join(' / ')).join('；');
    case ProblemType.essay:
    case ProblemType.dictation:
      return richTextToPlain(problem.referenceAnswer ?? '');
    default:
      return (problem.answer ?? []).join('');
  }
};

export async function paperDocument(paper: DrawnPaper, withAnswers: boolean): Promise<Buffer> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const children = [
    new Paragraph({ text: paper.paper.examName, heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun(
          `总分 ${paper.paper.totalScore} 分，及格 ${paper.paper.passScore} 分，答题时间 ${paper.paper.answerMinutes} 分钟`,
        ),
      ],
    }),
  ];
  const description = richTextToPlain(paper.paper.description);
  if (description) children.push(new Paragraph(description));
  let number = 0;
  const addProblem = (problem: PaperProblemChild, label: string) => {
    const type = problemTypeLabels[problem.problemType as TypeCode] ?? '';
    children.push(
      new Paragraph({
        spacing: { before: 160 },
        children: [
          new TextRun({ text: `${label} `, bold: true }),
          new TextRun(`[${type}]（${problem.score} 分）`),
          new TextRun(` ${richTextToPlain(problem.content)}`),
        ],
      }),
    );
    for (const option of problem.options)
      children.push(new Paragraph(`${option.key}. ${richTextToPlain(option.content)}`));
    // A problem whose answers the reader may not see has none (answer-access.ts).
    if (!withAnswers || isComposite(problem.problemType) || problem.analysis === undefined) return;
    children.push(new Paragraph({ children: [new TextRun({ text: `答案：${answerText(problem)}`, bold: true })] }));
    const analysis = richTextToPlain(problem.analysis ?? '');
    if (analysis) children.push(new Paragraph(`解析：${analysis}`));
  };
  for (const title of paper.titles) {
    children.push(
      new Paragraph({ text: `${title.titleName}（共 ${title.score} 分）`, heading: HeadingLevel.HEADING_2 }),
    );
    if (title.description) children.push(new Paragraph(title.description));
    for (const problem of title.problems) {
      number += 1;
      addProblem(problem, `${number}.`);
      problem.children.forEach((child, index) => addProblem(child, `(${index + 1})`));
    }
  }
  const document = new Document({ creator: paper.paper.examName, sections: [{ children }] });
  return Buffer.from(await Packer.toBuffer(document));
}
