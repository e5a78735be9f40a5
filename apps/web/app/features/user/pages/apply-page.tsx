import { userContracts, type LecturerApply, type LecturerAudit, type LecturerProfile } from '@school/contracts';
import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Result } from 'antd';
import { Link } from 'react-router';
import { QueryContent } from '~/components/query-content';
import { myLecturerQuery } from '~/features/user/lecturer/api/view-my-lecturer';
import { applyStateOf } from '~/features/user/lecturer/audit';
import { LecturerForm } from '~/features/user/lecturer/components/lecturer-form';
import { useRefreshTeacherUser } from '~/features/user/lecturer/use-refresh-teacher';
import '~/features/user/lecturer/lecturer.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

function ApplyNotes() {
  return (
    <aside className="apply-notes">
      <h2>申请须知</h2>
      <ol>
        <li>请使用真实姓名或常用教学名，照片建议为清晰的正面半身照。</li>
        <li>头衔写明您最擅长的方向，如“雅思口语主讲教师”“少儿英语启蒙老师”。</li>
        <li>个人介绍可包含教育背景、证书、教学年限和代表成果，至少 10 个字。</li>
        <li>审核通过后您将成为讲师，个人中心会出现“教学管理”菜单。</li>
        <li>如需开设直播课，成为讲师后可在“讲师信息”中申请直播权限。</li>
      </ol>
      <p>
        有疑问？请拨打页面右上角的服务热线，或在<Link to="/account/feedback">意见反馈</Link>中留言。
      </p>
    </aside>
  );
}

/**
 * 申请成为讲师: name, title, introduction and photo, audited by the school. Visitors are sent to
 * sign in first (the layout's guard: /apply is a sign-in page); my application and its audit state
 * are read in the browser (decision 0016).
 */
export function ApplyPage() {
  const api = useApi();
  const lecturer = usePersonalQuery(myLecturerQuery(api));

  return (
    <section className="apply-page page-width">
      <header className="apply-page__head">
        <h1>申请成为讲师</h1>
        <p>
          分享您的英语教学经验，让更多学员受益。提交资料后，我们会在 1–3 个工作日内完成审核，结果将通过站内消息通知您。
          <Link to="/recruit">了解讲师招募</Link>
        </p>
      </header>
      <div className="apply-page__columns">
        <div className="apply-page__body">
          <QueryContent query={lecturer}>
            {({ audit, published }) => <ApplicationState audit={audit} published={published} />}
          </QueryContent>
        </div>
        <ApplyNotes />
      </div>
    </section>
  );
}

/** Where my application stands: a teacher already, waiting, refused (with the form again) or not applied. */
function ApplicationState({ audit, published }: { audit: LecturerAudit | null; published: LecturerProfile | null }) {
  const state = applyStateOf(audit, published);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const api = useApi();
  useRefreshTeacherUser(published !== null);

  const apply = async (values: LecturerApply) => {
    try {
      await api.call(userContracts.applyLecturer, values);
      void message.success('申请已提交，请耐心等待审核');
      await queryClient.invalidateQueries({ queryKey: myLecturerQuery(api).queryKey });
    } catch {
      // shown by the request layer
    }
  };

  return (
    <>
      {state === 'teacher' ? (
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title="您已经是本站讲师"
          subTitle="可以在讲师信息中查看和修改您的讲师资料，或申请直播权限。"
          extra={[
            <Link key="teacher" to="/account/teacher">
              <Button type="primary">前往讲师信息</Button>
            </Link>,
            <Link key="home" to="/">
              <Button>返回首页</Button>
            </Link>,
          ]}
        />
      ) : null}
      {state === 'waiting' && audit ? (
        <Result
          icon={<ClockCircleOutlined className="apply-page__waiting-icon" />}
          title="申请已提交，正在审核中"
          subTitle={`提交时间：${audit.gmtModified}。审核结果会通过站内消息通知您，请留意右上角的消息提醒。`}
          extra={
            <Descriptions
              className="apply-page__summary"
              column={1}
              size="small"
              bordered
              items={[
                { key: 'name', label: '讲师姓名', children: audit.lecturerName },
                { key: 'position', label: '头衔', children: audit.lecturerPosition },
              ]}
            />
          }
        />
      ) : null}
      {state === 'rejected' && audit ? (
        <Alert
          className="apply-page__alert"
          type="error"
          showIcon
          title="您的申请未通过审核"
          description={`审核意见：${audit.auditOpinion || '无'}。请根据意见修改后重新提交。`}
        />
      ) : null}
      {state === 'apply' || state === 'rejected' ? (
        <LecturerForm
          initial={audit ?? undefined}
          submitText={state === 'rejected' ? '重新提交申请' : '提交申请'}
          onSubmit={apply}
        />
      ) : null}
    </>
  );
}
