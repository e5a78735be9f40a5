import type { Research, ResearchSave } from '@school/contracts';

/** The learning questionnaire's choices (free text on the wire, chosen from these on the page). */
export const LEARNING_GOALS = [
  '日常口语交流',
  '四六级考试',
  '考研英语',
  '雅思 / 托福出国',
  '职场商务英语',
  '孩子英语启蒙',
  '兴趣爱好',
];
export const ENGLISH_LEVELS = ['零基础', '入门（A1）', '初级（A2）', '中级（B1）', '中高级（B2）', '高级（C1 及以上）'];
export const INTERESTS = ['口语', '听力', '阅读', '写作', '语法', '词汇', '发音', '考试技巧', '英美文化', '影视英语'];

export interface ResearchValues {
  learningGoal: string;
  englishLevel: string;
  weeklyHours: number;
  interests: string[];
  remark?: string;
}

export const researchFormValues = (research: Research | null): Partial<ResearchValues> =>
  research
    ? {
        learningGoal: research.learningGoal,
        englishLevel: research.englishLevel,
        weeklyHours: research.weeklyHours,
        interests: research.interests,
        remark: research.remark,
      }
    : { weeklyHours: 3, interests: [] };

export const researchBody = (values: ResearchValues): ResearchSave => ({
  learningGoal: values.learningGoal,
  englishLevel: values.englishLevel,
  weeklyHours: values.weeklyHours,
  interests: values.interests.slice(0, 10),
  remark: (values.remark ?? '').trim(),
});
