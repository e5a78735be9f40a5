import { ExamRecordStatus } from '@school/contracts';
import { Button, Empty, Segmented } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { TeacherOnly } from '../components/teacher-only';
import { recordQueries, RECORDS_PAGE_SIZE } from '../records/api';
import { MarkingSheet } from '../records/marking-sheet';
import { RecordRow } from '../records/record-row';
import { RecordList } from '../records/record-list';
import '../records/records.css';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';
import { isValidId } from '~/lib/route-guards';

const statusFilters = [
  { value: String(ExamRecordStatus.marking), label: '待批阅' },
  { value: String(ExamRecordStatus.scored), label: '已评分' },
  { value: '0', label: '全部' },
];

/**
 * 阅卷 (?status=N&page=N, or ?recordId=… to mark one): submitted records of my papers; each essay gets a
 * score and a comment, then 完成批阅 gives the learner the final score.
 */
export function MarkingPage() {
  const [params] = useSearchParams();
  const recordId = params.get('recordId') ?? '';
  return (
    <AccountPage
      title="阅卷"
      actions={
        recordId ? (
          <Link to="/account/exams/examAdmin">返回列表</Link>
        ) : (
          <Link to="/account/exams">
            <Button>试卷管理</Button>
          </Link>
        )
      }
    >
      <TeacherOnly>{isValidId(recordId) ? <MarkingSheet recordId={recordId} /> : <MarkingList />}</TeacherOnly>
    </AccountPage>
  );
}

function MarkingList() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? String(ExamRecordStatus.marking);
  const page = pageOf(params.get('page'));
  const records = usePersonalQuery(
    recordQueries.marking(useApi(), { pageCurrent: page, pageSize: RECORDS_PAGE_SIZE, recordStatus: Number(status) }),
  );
  return (
    <>
      <div className="record-filters">
        <Segmented value={status} options={statusFilters} onChange={(next) => setParams({ status: next })} />
      </div>
      <RecordList
        query={records}
        onPage={(next) => setParams({ status, page: String(next) })}
        empty={
          <Empty
            className="account-page__empty"
            description={status === String(ExamRecordStatus.marking) ? '没有等待批阅的试卷' : '还没有学员交卷'}
          />
        }
      >
        {(record) => (
          <RecordRow
            key={record.id}
            record={record}
            who={`学员 ${record.learnerName}`}
            actions={
              <Link to={`?recordId=${record.id}`}>
                <Button size="small" type={record.recordStatus === ExamRecordStatus.marking ? 'primary' : 'default'}>
                  {record.recordStatus === ExamRecordStatus.marking ? '批阅' : '查看'}
                </Button>
              </Link>
            }
          />
        )}
      </RecordList>
    </>
  );
}
