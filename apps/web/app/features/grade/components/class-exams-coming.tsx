/** Where a page will list the class's exams: they come with the next part of classes. */
export function ClassExamsComing() {
  return (
    <section className="grade-panel" aria-label="班级考试">
      <h2 className="grade-panel__title">班级考试</h2>
      <p className="grade-coming">班级考试即将开放，敬请期待。</p>
    </section>
  );
}
