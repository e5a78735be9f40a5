import { ExamRecordStatus, type RecordListBody } from '@school/contracts';
import { App, Button, Empty, Segmented } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { recordQueries, RECORDS_PAGE_SIZE } from '../records/api';
import { downloadPaperDocx } from '../records/export-paper';
import { RecordRow, recordLinks } from '../records/record-row';
import { RecordList } from '../records/record-list';
import '../records/records.css';
import { useApi } from '~/lib/api-context';
import { pageOf } from '~/lib/paging';
import { usePersonalQuery } from '~/lib/personal-queries';
import { useSchoolStore } from '~/lib/store';

const typeFilters = [
  { value: '0', label: '全部' },
  { value: '1', label: '考试' },
  { value: '2', label: '练习' },
];
const statusFilters = [
  { value: '0', label: '全部状态' },
  { value: String(ExamRecordStatus.answering), label: '答题中' },
  { value: String(ExamRecordStatus.marking), label: '待批阅' },
  { value: String(ExamRecordStatus.scored), label: '已评分' },
];

/** 我的试卷 (?type=N&status=N&page=N): every exam and practice I took, its score, and where to go next. */
export function MyRecordsPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '0';
  const status = params.get('status') ?? '0';
  const page = pageOf(params.get('page'));
  const body: RecordListBody = {
    pageCurrent: page,
    pageSize: RECORDS_PAGE_SIZE,
    recordType: Number(type),
    recordStatus: Number(status),
  };
  const records = usePersonalQuery(recordQueries.mine(useApi(), body));
  const go = (next: Record<string, string>) => {
    const merged: Record<string, string> = { type, status, page: String(page), ...next };
    // Defaults stay out of the address: all kinds, all states, the first page.
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([key, value]) => value !== (key === 'page' ? '1' : '0'))),
    );
  };
  return (
    <AccountPage
      title="我的试卷"
      note={records.data ? `共 ${records.data.totalCount} 次` : undefined}
      actions={
        <Link to="/exam">
          <Button type="primary">去考试</Button>
        </Link>
      }
    >
      <div className="record-filters">
        <Segmented value={type} options={typeFilters} onChange={(next) => go({ type: next, page: '1' })} />
        <Segmented value={status} options={statusFilters} onChange={(next) => go({ status: next, page: '1' })} />
      </div>
      <RecordList
        query={records}
        onPage={(next) => go({ page: String(next) })}
        empty={
          <Empty className="account-page__empty" description="还没有考试或练习记录">
            <Link to="/exam">
              <Button type="primary">去考试</Button>
            </Link>
          </Empty>
        }
      >
        {(record) => (
          <RecordRow
            key={record.id}
            record={record}
            actions={
              <>
                {recordLinks(record).map((link) => (
                  <Link key={link.to} to={link.to}>
                    {link.label}
                  </Link>
                ))}
                <ExportButton examId={record.examId} withAnswers={record.recordStatus !== ExamRecordStatus.answering} />
              </>
            }
          />
        )}
      </RecordList>
    </AccountPage>
  );
}

/** Downloads the paper as Word; with answers and analysis once I have submitted it. */
function ExportButton({ examId, withAnswers }: { examId: string; withAnswers: boolean }) {
  const { message } = App.useApp();
  const siteId = useSchoolStore((state) => state.siteId);
  const token = useSchoolStore((state) => state.tokenInfo);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPaperDocx(siteId, token, { examId, withAnswers: withAnswers ? 1 : 0 });
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void download()}>
      导出 Word
    </Button>
  );
}
