import { ExamRecordStatus, ExamRecordType, type ExamRecord } from '@school/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatUsed } from '../taking/result-view';

const statusColors: Record<number, string> = {
  [ExamRecordStatus.answering]: 'orange',
  [ExamRecordStatus.marking]: 'blue',
  [ExamRecordStatus.scored]: 'green',
};

/** The score as a record shows it: still answering, awaiting the teacher, or the final score and verdict. */
export function recordScoreText(record: ExamRecord): string {
  if (record.recordStatus === ExamRecordStatus.answering)
    return `已答 ${record.answeredCount}/${record.problemCount} 题`;
  if (record.recordType === ExamRecordType.practice) return `练习得分 ${record.score}/${record.totalScore}`;
  if (record.recordStatus === ExamRecordStatus.marking)
    return `客观题 ${record.score} 分，${record.awaitingCount} 道主观题待批阅`;
  return `${record.score}/${record.totalScore} 分 · ${record.isPass ? '及格' : '未及格'}`;
}

/** Where a record goes next: continue answering, or read its result and explanation. */
export function recordLinks(record: ExamRecord): { to: string; label: string }[] {
  if (record.recordType === ExamRecordType.practice)
    return [{ to: `/exam/exercise/${record.examId}`, label: '继续练习' }];
  if (record.recordStatus === ExamRecordStatus.answering)
    return [{ to: `/exam/exam?recordId=${record.id}`, label: '继续作答' }];
  return [
    { to: `/exam/result?recordId=${record.id}`, label: '成绩' },
    { to: `/exam/explain?recordId=${record.id}`, label: '解析' },
  ];
}

/** A problem's row title: the start of its text, or a note when it has none (a picture or a recording). */
export function ProblemRowTitle({ summary }: { summary: string }) {
  return (
    <div className="record-row__title">
      <span className="error-row__summary">{summary || '（无文字题干）'}</span>
    </div>
  );
}

/** One exam record: paper, kind, state, score and times, with the caller's actions. */
export function RecordRow({ record, who, actions }: { record: ExamRecord; who?: string; actions: ReactNode }) {
  return (
    <li className="record-row">
      <div className="record-row__text">
        <div className="record-row__title">
          <Link to={`/exam/view/${record.examId}`}>{record.examName}</Link>
          <Tag>{record.recordType === ExamRecordType.practice ? '练习' : '考试'}</Tag>
          <Tag color={statusColors[record.recordStatus]}>{record.recordStatusName}</Tag>
        </div>
        <p className="record-row__score">{recordScoreText(record)}</p>
        <p className="record-row__facts">
          {who ? <span>{who}</span> : null}
          <span>开始 {record.startTime}</span>
          {record.submitTime ? <span>交卷 {record.submitTime}</span> : null}
          {record.submitTime ? <span>用时 {formatUsed(record.usedSeconds)}</span> : null}
          {record.submitWay === 2 ? <span>时间到自动交卷</span> : null}
        </p>
      </div>
      <div className="record-row__actions">{actions}</div>
    </li>
  );
}
