import { examContracts, type PaperPreview } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '~/components/account-page';
import { QueryContent } from '~/components/query-content';
import { examQueries, PAPERS_KEY } from '../api/queries';
import { canSubmit, PaperStatus } from '~/components/exam-paper/paper-status';
import { PaperView } from '~/components/exam-paper/paper-view';
import { BackToPapers } from '../components/back-to-papers';
import { TeacherOnly, useTeaches } from '../components/teacher-only';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 试卷预览 (?id=…): the draft exactly as learners will see it (without answers), and submitting it. */
export function PaperPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const api = useApi();
  const preview = usePersonalQuery({ ...examQueries.preview(api, id), enabled: useTeaches() && Boolean(id) });
  return (
    <AccountPage title="试卷预览" note="学员看到的样子" actions={<BackToPapers />}>
      <TeacherOnly>
        {id ? (
          <QueryContent query={preview}>{(data) => <Preview preview={data} />}</QueryContent>
        ) : (
          <Empty description="请从试卷列表选择一份试卷" />
        )}
      </TeacherOnly>
    </AccountPage>
  );
}

function Preview({ preview }: { preview: PaperPreview }) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { paper } = preview;

  const submit = async () => {
    try {
      await api.call(examContracts.submitPaperAudit, { id: paper.id });
      void message.success('已提交审核，结果会通过站内消息通知您');
      await queryClient.invalidateQueries({ queryKey: PAPERS_KEY });
    } catch {
      // shown by the request layer
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <PaperStatus paper={paper} />
        <Link to={`/account/exams/selectIssue?id=${paper.id}`}>
          <Button>修改大题</Button>
        </Link>
        {canSubmit(paper) ? (
          <Button type="primary" onClick={() => void submit()}>
            提交审核
          </Button>
        ) : null}
      </Space>
      <Card>
        <PaperView preview={preview} />
      </Card>
    </>
  );
}
