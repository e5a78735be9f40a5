import { addContracts } from './all-contracts.ts';
import { defineContracts } from './route.ts';
import { examPaperContracts } from './exam/paper.ts';
import { examProblemContracts } from './exam/problem.ts';
import { examReviewContracts } from './exam/review.ts';
import { examTakingContracts } from './exam/taking.ts';

/**
 * 题库与试卷（decision 0024）：讲师的试题（8 种题型）、试卷草稿（大题、选题或随机抽题规则）、审核与发布、
 * 批量导入、课程与试卷的关联。考试作答、评分与错题本由考试作答模块在此之上完成。
 *
 * 题型 problemType 是程序固定的编码（GLOSSARY）；题目分类 problemKind 与科目 subject 是学校在字典中维护的
 * 取值（字典类型 problemKind、examSubject，见 `GET /system/api/dict/list/{dictType}`）。分值都是整数分。
 */
export * from './exam/problem.ts';
export * from './exam/paper.ts';
export * from './exam/taking.ts';
export * from './exam/review.ts';

export const examContracts = defineContracts({
  ...examProblemContracts,
  ...examPaperContracts,
  ...examTakingContracts,
  ...examReviewContracts,
});

/** This file's tables in `allContracts`. */
export const examContractGroups = addContracts({ exam: examContracts });
type ExamContractGroups = typeof examContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends ExamContractGroups {}
}
