import { OPTION_KEYS, type ImportFormat } from '@school/contracts';

/**
 * The import templates teachers download: an Excel workbook with the header row, one example of each
 * type that needs no audio, and a sheet of instructions; a Word document in the plain format that the
 * reader understands. Made once per process.
 */

export const EXCEL_HEADERS = [
  '题型',
  '题干',
  ...OPTION_KEYS.map((key) => `选项${key}`),
  '答案',
  '解析',
  '分值',
  '难度',
  '题目分类',
  '科目',
  '年份',
  '标签',
  '音频地址',
  '播放次数',
  '材料编号',
] as const;
export type ExcelRow = Partial<Record<(typeof EXCEL_HEADERS)[number], string | number>>;

const exampleRows: ExcelRow[] = [
  {
    题型: '单选题',
    题干: 'She ___ to the library every Sunday.',
    选项A: 'go',
    选项B: 'goes',
    选项C: 'going',
    选项D: 'gone',
    答案: 'B',
    解析: '主语是第三人称单数，一般现在时用 goes。',
    分值: 2,
    难度: 1,
    题目分类: '词汇与语法',
    科目: '大学英语四级',
    年份: 2024,
    标签: '时态,主谓一致',
  },
  {
    题型: '多选题',
    题干: 'Which of the following words are nouns?',
    选项A: 'happiness',
    选项B: 'quickly',
    选项C: 'decision',
    选项D: 'beautiful',
    答案: 'AC',
    解析: 'happiness 和 decision 是名词。',
    分值: 3,
    难度: 2,
    题目分类: '词汇与语法',
    科目: '大学英语四级',
  },
  {
    题型: '判断题',
    题干: '"Affect" is usually a verb and "effect" is usually a noun.',
    答案: '对',
    分值: 2,
    难度: 2,
    题目分类: '词汇与语法',
    科目: '大学英语四级',
  },
  {
    题型: '填空题',
    题干: 'If I ___ you, I ___ accept the offer.',
    答案: 'were|was；would',
    解析: '与现在事实相反的虚拟语气。每个空的多个可接受答案用 | 分隔，空与空之间用 ； 分隔。',
    分值: 4,
    难度: 3,
    题目分类: '词汇与语法',
    科目: '大学英语四级',
  },
  {
    题型: '简答题',
    题干: 'Translate into English: 中国的茶文化有几千年的历史。',
    答案: 'Chinese tea culture has a history of thousands of years.',
    分值: 10,
    难度: 3,
    题目分类: '翻译',
    科目: '大学英语四级',
  },
  {
    题型: '材料题',
    题干: 'Many students find it hard to keep a regular sleep schedule during exam weeks. Scientists say that sleep helps the brain store what we learn during the day.',
    难度: 2,
    题目分类: '阅读理解',
    科目: '大学英语四级',
    材料编号: 'M1',
  },
  {
    题型: '单选题',
    题干: 'What does sleep help the brain do?',
    选项A: 'Forget bad memories',
    选项B: 'Store what we learn',
    选项C: 'Work faster at night',
    答案: 'B',
    分值: 2,
    材料编号: 'M1',
  },
  {
    题型: '判断题',
    题干: 'Most students sleep more during exam weeks.',
    答案: '错',
    分值: 2,
    材料编号: 'M1',
  },
];

const instructions = [
  '每行一道题；第一行表头请勿修改。题型填写：单选题、多选题、判断题、填空题、简答题、材料题、听力题、听写题。',
  '单选题答案填一个字母（如 B）；多选题填两个或更多字母（如 AC）；判断题填“对”或“错”。',
  '填空题在题干中用三个或更多下划线 ___ 表示一个空；答案中空与空之间用 ；分隔，同一个空的多个可接受答案用 | 分隔。',
  '简答题的答案列填写参考答案（可空）；听写题的答案列填写录音原文。',
  '材料题、听力题：在“材料编号”填写一个编号（如 M1），题干填写材料原文；其后属于它的小题在“材料编号”填写同一个编号。',
  '听力题、听写题须在“音频地址”填写本站上传的音频地址（在“我的题库”上传音频后复制），“播放次数”为可播放次数，0 不限。',
  '题目分类、科目填写学校字典中的名称（如 阅读理解、大学英语四级）；不填时使用导入页面上选择的默认值。难度 1–5，分值为整数。',
  '先“预览”检查每道题；全部无误后才能导入，导入在一个事务中完成，有任何错误则一题也不保存。',
];

const wordLines = [
  '题目分类：词汇与语法',
  '科目：大学英语四级',
  '1. She ___ to the library every Sunday.',
  'A. go',
  'B. goes',
  'C. going',
  'D. gone',
  '答案：B',
  '解析：主语是第三人称单数，一般现在时用 goes。',
  '分值：2',
  '2. Which of the following words are nouns?',
  'A. happiness',
  'B. quickly',
  'C. decision',
  'D. beautiful',
  '答案：AC',
  '分值：3',
  '3. "Affect" is usually a verb and "effect" is usually a noun.',
  '答案：对',
  '分值：2',
  '4. If I ___ you, I ___ accept the offer.',
  '答案：were|was；would',
  '分值：4',
  '5. [简答题] Translate into English: 中国的茶文化有几千年的历史。',
  '答案：Chinese tea culture has a history of thousands of years.',
  '分值：10',
  '【材料】',
  'Many students find it hard to keep a regular sleep schedule during exam weeks. Scientists say that sleep helps the brain store what we learn during the day.',
  '1. What does sleep help the brain do?',
  'A. Forget bad memories',
  'B. Store what we learn',
  'C. Work faster at night',
  '答案：B',
  '分值：2',
  '2. Most students sleep more during exam weeks.',
  '答案：错',
  '分值：2',
  '【材料结束】',
];

export async function excelWorkbook(rows: readonly ExcelRow[], withInstructions = true): Promise<Buffer> {
  // exceljs and docx are large and only templates and exports need them, so they load on first use.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('试题');
  sheet.columns = EXCEL_HEADERS.map((header) => ({
    header,
    key: header,
    width: header === '题干' || header === '解析' ? 48 : header.startsWith('选项') ? 18 : 12,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  if (withInstructions) {
    const help = workbook.addWorksheet('填写说明');
    help.getColumn(1).width = 120;
    instructions.forEach((line, index) => (help.getCell(index + 1, 1).value = `${index + 1}. ${line}`));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function wordDocument(lines: readonly string[], title = ''): Promise<Buffer> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph } = await import('docx');
  const document = new Document({
    sections: [
      {
        children: [
          ...(title
            ? [new Paragraph({ text: title, heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER })]
            : []),
          ...lines.map((line) => new Paragraph(line)),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

const made = new Map<ImportFormat, Promise<Buffer>>();

/** The template file of a format, made on first use. */
export function importTemplate(format: ImportFormat): Promise<Buffer> {
  let file = made.get(format);
  if (!file) {
    file =
      format === 'xlsx'
        ? excelWorkbook(exampleRows)
        : wordDocument(
            [
              '填写说明：题号后可加题型标签（如 [单选题] [听写题]），不加时按选项和答案判断；选项用 A. B. 开头；“答案：”“解析：”“分值：”“难度：”“标签：”各占一行；听写题加“音频：本站音频地址”。材料或听力用【材料】/【听力】开始、【材料结束】/【听力结束】结束，其中的小题从 1 重新编号；听力须写“音频：”和“播放次数：”。开头的“题目分类：”“科目：”对全文有效。',
              '',
              ...wordLines,
            ],
            '试题导入模板',
          );
    made.set(format, file);
  }
  return file;
}
