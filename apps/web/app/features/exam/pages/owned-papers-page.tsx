import { FileTextOutlined } from '@ant-design/icons';
import type { OwnedPaper } from '@school/contracts';
import { Button, Empty, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { recordQueries, RECORDS_PAGE_SIZE } from '../records/api';
import { PagedList } from '~/components/paged-list';
import '../records/records.css';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 我的考试 (?page=N): the paid papers I bought or was given, ready to take or to practise. */
export function OwnedPapersPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const owned = usePersonalQuery(recordQueries.owned(useApi(), { pageCurrent: page, pageSize: RECORDS_PAGE_SIZE }));
  return (
    <AccountPage
      title="我的考试"
      note={owned.data ? `共 ${owned.data.totalCount} 份试卷` : undefined}
      actions={
        <Link to="/account/exams/myExam">
          <Button>考试记录</Button>
        </Link>
      }
    >
      <QueryContent query={owned}>
        {(list) => (
          <PagedList
            listClassName="record-list"
            page={list}
            pageSize={RECORDS_PAGE_SIZE}
            onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
            empty={
              <Empty className="account-page__empty" description="还没有购买或获赠的试卷，免费试卷可以直接在试卷库作答">
                <Link to="/exam">
                  <Button type="primary">去试卷库</Button>
                </Link>
              </Empty>
            }
          >
            {(item) => <OwnedPaperRow key={item.examId} owned={item} />}
          </PagedList>
        )}
      </QueryContent>
    </AccountPage>
  );
}

/** One owned paper: how I got it and, while it is on the shelf, its facts and the ways to take it. */
function OwnedPaperRow({ owned }: { owned: OwnedPaper }) {
  const paper = owned.paper;
  return (
    <li className="record-row">
      <div className="record-row__text">
        <div className="record-row__title">
          <FileTextOutlined aria-hidden />
          {paper ? <Link to={`/exam/view/${owned.examId}`}>{paper.examName}</Link> : <span>{owned.examName}</span>}
          <Tag color={owned.isGranted ? 'purple' : 'blue'}>{owned.isGranted ? '赠送' : '已购买'}</Tag>
          {paper ? null : <Tag>已下架</Tag>}
        </div>
        {paper ? (
          <p className="record-row__score">
            {paper.subjectName}
            {paper.year ? ` · ${paper.year} 年` : ''} · {paper.problemCount} 题 · 总分 {paper.totalScore} ·{' '}
            {paper.answerMinutes} 分钟
          </p>
        ) : (
          <p className="record-row__score">试卷已下架，暂时不能作答</p>
        )}
        <p className="record-row__facts">
          <span>
            {owned.isGranted ? '获赠' : '购买'}于 {owned.getTime}
          </span>
        </p>
      </div>
      {paper ? (
        <div className="record-row__actions">
          <Link to={`/exam/view/${owned.examId}`}>开始考试</Link>
          <Link to={`/exam/exercise/${owned.examId}`}>练习</Link>
        </div>
      ) : null}
    </li>
  );
}
