import { useSchoolStore } from '~/lib/store';
import { MyGradeExams } from './my-grade-exams';

/** The class page's exams: a signed-in member's exams of this class. */
export function ClassExamsPanel({ gradeId }: { gradeId: string }) {
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  return (
    <section className="grade-panel" aria-label="班级考试">
      <h2 className="grade-panel__title">班级考试</h2>
      {signedIn ? (
        <MyGradeExams gradeId={gradeId} />
      ) : (
        <p className="grade-coming">登录并加入班级后，可在这里参加班级考试。</p>
      )}
    </section>
  );
}
