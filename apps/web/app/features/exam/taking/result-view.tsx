import type { ExamRecord } from '@school/contracts';

/** Time used as the result shows it: 38 分 12 秒. */
export function formatUsed(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} 分 ${seconds % 60} 秒` : `${seconds} 秒`;
}

export const awaitingMarking = (record: ExamRecord) => record.recordStatus === 2;
