import type { ProblemListItem } from '@school/contracts';
import { Space, Tag } from 'antd';

/** A bank row's facts: type, kind, subject, difficulty, score, labels. */
export function ProblemMeta({ problem }: { problem: ProblemListItem }) {
  return (
    <Space size={[4, 4]} wrap>
      <Tag color="blue">{problem.problemTypeName}</Tag>
      {problem.problemKindName ? <Tag>{problem.problemKindName}</Tag> : null}
      {problem.subjectName ? <Tag>{problem.subjectName}</Tag> : null}
      <span style={{ color: 'var(--site-text-secondary)', fontSize: 12 }}>
        难度 {problem.difficulty} · {problem.score} 分{problem.childCount ? ` · ${problem.childCount} 道小题` : ''}
        {problem.year ? ` · ${problem.year} 年` : ''}
        {problem.hasAudio ? ' · 含音频' : ''}
      </span>
      {problem.labels.map((label) => (
        <Tag key={label} color="orange">
          {label}
        </Tag>
      ))}
    </Space>
  );
}
