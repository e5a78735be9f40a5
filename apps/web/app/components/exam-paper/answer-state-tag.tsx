import type { AnswerResult } from '@school/contracts';
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

export function AnswerStateTag({ result }: { result: Pick<AnswerResult, 'state' | 'score' | 'maxScore'> }) {
  const state = answerStates[result.state] ?? answerStates[0]!;
  return (
    <Tag color={state.color}>
      {state.text} · {result.score}/{result.maxScore} 分
    </Tag>
  );
}
