import { ExamDictType } from '@school/contracts';
import { DictEditor } from '../../content/pages/dict-page';

export function meta() {
  return [{ title: '试卷科目 - 运营后台' }];
}

/** 试卷科目: the dictionary type examSubject. */
export default function ExamSubjectPage() {
  return <DictEditor fixedType={ExamDictType.subject} />;
}
