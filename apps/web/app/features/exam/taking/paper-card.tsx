import type { PaperInfo } from '@school/contracts';
import { FileTextOutlined } from '@ant-design/icons';
import { PlainLink } from '~/components/plain-link';
import { formatYuan } from '~/lib/money';

/** A paper's price as lists show it: 免费, or the price with the VIP price beside it. */
export function PaperPrice({ paper }: { paper: Pick<PaperInfo, 'isFree' | 'price' | 'vipPrice'> }) {
  if (paper.isFree || paper.price === 0) return <span className="course-price course-price--free">免费</span>;
  return (
    <span className="course-price">
      <strong>{formatYuan(paper.price)}</strong>
      <span className="paper-card__vip">会员 {paper.vipPrice === 0 ? '免费' : formatYuan(paper.vipPrice)}</span>
    </span>
  );
}

/** A published paper in a list: name, subject and year, size, time, price; opens /exam/view/{id}. */
export function PaperCard({ paper }: { paper: PaperInfo }) {
  return (
    <PlainLink className="paper-card" to={`/exam/view/${paper.id}`}>
      <span className="paper-card__icon" aria-hidden>
        <FileTextOutlined />
      </span>
      <span className="paper-card__body">
        <span className="paper-card__name">{paper.examName}</span>
        <span className="paper-card__facts">
          {paper.subjectName}
          {paper.year ? ` · ${paper.year} 年` : ''} · {paper.problemCount} 题 · 总分 {paper.totalScore} ·{' '}
          {paper.answerMinutes} 分钟
        </span>
        <PaperPrice paper={paper} />
      </span>
    </PlainLink>
  );
}
