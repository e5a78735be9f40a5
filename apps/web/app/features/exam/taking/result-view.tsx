import type { AnswerResult, ExamRecord } from '@school/contracts';
import { Tag } from 'antd';

/** Answer states as the result and explanation show them (AnswerResult.state). */
export const answerStates: Record<number, { text: string; color: string }> = {
  0: { text: '未作答', color: 'default' },
  1: { text: '正确', color: 'green' },
  2: { text: '部分正确', color: 'orange' },
  3: { text: '错误', color: 'red' },
  4: { text: '待批阅', color: 'blue' },
  5: { text: '已批阅', color: 'blue' },
};

export function AnswerStateTag({ result }: { result: AnswerResult }) {
  const state = answerStates[result.state] ?? answerStates[0]!;
  return (
    <Tag color={state.color}>
      {state.text} · {result.score}/{result.maxScore} 分
    </Tag>
  );
}

/** Time used as the result shows it: 38 分 12 秒. */
export function formatUsed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} 分 ${seconds % 60} 秒` : `${seconds} 秒`;
}

export const awaitingMarking = (record: ExamRecord) => record.recordStatus === 2;
