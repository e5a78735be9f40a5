/** What the exam module asks of class exams (answered by the grade module). */
export interface ClassExamKeeper {
  /** The name of the class exam the learner is answering now, if any. */
  answeringName(siteId: number, userId: number): Promise<string | undefined>;
  /** Whether a class exam of the learner on this paper is waiting, running, or has its scores held back. */
  scoresWithheld(siteId: number, userId: number, paperId: number): Promise<boolean>;
}

/**
 * Class exams, answered by another module (grade), which registers itself here when it is built: one
 * exam runs at a time across ordinary and class exams, and a paper's answers wait for a class exam on
 * it (decision 0048). Without one, no class exam exists.
 */
export function createClassExams() {
  let keeper: ClassExamKeeper | undefined;
  return {
    register(source: ClassExamKeeper): void {
      if (keeper) throw new Error('class exams are answered by two modules');
      keeper = source;
    },
    answeringName: async (siteId: number, userId: number) => keeper?.answeringName(siteId, userId),
    scoresWithheld: async (siteId: number, userId: number, paperId: number) =>
      (await keeper?.scoresWithheld(siteId, userId, paperId)) ?? false,
  };
}

export type ClassExams = ReturnType<typeof createClassExams>;
