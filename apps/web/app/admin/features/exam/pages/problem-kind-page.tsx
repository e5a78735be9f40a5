import { ExamDictType } from '@school/contracts';
import { DictEditor } from '../../content/pages/dict-page';

export function meta() {
  return [{ title: '题目分类 - 运营后台' }];
}

/** 题目分类: the dictionary type problemKind. */
export default function ProblemKindPage() {
  return <DictEditor fixedType={ExamDictType.problemKind} />;
}
