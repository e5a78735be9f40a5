import { userContracts } from '@school/contracts';
import { UserOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Avatar, Button, Card, Result, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LecturerApply, LecturerAudit, LecturerProfile } from '@school/contracts';
import { QueryContent } from '~/components/query-content';
import { myLecturerQuery } from '../lecturer/api/view-my-lecturer';
import { AuditStatus, liveStateOf } from '../lecturer/audit';
import { AuditTag } from '../lecturer/components/audit-tag';
import { LecturerForm } from '../lecturer/components/lecturer-form';
import { useRefreshTeacherUser } from '../lecturer/use-refresh-teacher';
import { AccountPage } from '~/components/account-page';
import '../lecturer/lecturer.css';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';

/** 讲师信息: my application and profile are read in the browser (decision 0016). */
export function MyLecturerPage() {
  const api = useApi();
  const lecturer = usePersonalQuery(myLecturerQuery(api));
  return (
    <AccountPage title="讲师信息">
      <QueryContent query={lecturer}>
        {({ audit, published }) => <TeacherInfo audit={audit} published={published} />}
      </QueryContent>
    </AccountPage>
  );
}

/** The published profile, its draft under audit, edits (audited again) and live-class rights. */
function TeacherInfo({ audit, published }: { audit: LecturerAudit | null; published: LecturerProfile | null }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const api = useApi();
  const [applyingLive, setApplyingLive] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: myLecturerQuery(api).queryKey });
  useRefreshTeacherUser(published !== null);

  if (!published) {
    const waiting = audit?.auditStatus === AuditStatus.waiting;
    return (
      <>
        <Result
          status={waiting ? 'info' : 'warning'}
          title={waiting ? '您的讲师申请正在审核中' : '您还不是讲师'}
          subTitle={
            waiting ? '审核结果会通过站内消息通知您。' : '成为讲师后即可发布课程、开设直播，并拥有自己的讲师主页。'
          }
          extra={[
            <Link key="apply" to="/apply">
              <Button type="primary">{waiting ? '查看申请进度' : '申请成为讲师'}</Button>
            </Link>,
            <Link key="recruit" to="/recruit">
              <Button>了解讲师招募</Button>
            </Link>,
          ]}
        />
      </>
    );
  }

  const liveState = liveStateOf(audit, published);
  const draftWaiting = audit?.auditStatus === AuditStatus.waiting;

  const saveDraft = async (values: LecturerApply) => {
    try {
      await api.call(userContracts.updateLecturerAudit, values);
      void message.success('修改已提交审核，审核通过后讲师主页才会更新');
      await reload();
    } catch {
      // shown by the request layer
    }
  };

  const applyLive = async () => {
    setApplyingLive(true);
    try {
      await api.call(userContracts.applyLiveLecturer);
      void message.success('直播权限申请已提交，请等待审核');
      await reload();
    } catch {
      // shown by the request layer
    } finally {
      setApplyingLive(false);
    }
  };

  return (
    <>
      <Card
        className="account-card"
        title="讲师主页资料（已发布）"
        extra={<Link to={`/lecturer/${published.lecturerUserId}`}>查看我的讲师主页</Link>}
      >
        <div className="teacher-profile">
          <Avatar size={80} src={published.headImgUrl || undefined} alt="" icon={<UserOutlined />} />
          <div className="teacher-profile__text">
            <p className="teacher-profile__name">
              {published.lecturerName}
              <span className="teacher-profile__position">{published.lecturerPosition}</span>
            </p>
            <p className="teacher-profile__intro">{published.introduce}</p>
          </div>
        </div>
      </Card>

      <Card className="account-card" title="直播权限">
        <div className="teacher-live">
          <VideoCameraOutlined className="teacher-live__icon" />
          <div className="teacher-live__text">
            {liveState === 'live' ? (
              <>
                <Tag color="green">已开通</Tag> 您可以在“直播管理”中创建直播课程。
              </>
            ) : null}
            {liveState === 'live-waiting' ? (
              <>
                <Tag color="orange">审核中</Tag> 直播权限申请已提交，请等待审核。
              </>
            ) : null}
            {liveState === 'draft-waiting' || liveState === 'can-apply' ? (
              <>
                <Tag>未开通</Tag> 开通后可开设直播课程、进行直播授课与回放。
              </>
            ) : null}
          </div>
          {liveState === 'can-apply' ? (
            <Button type="primary" loading={applyingLive} onClick={() => void applyLive()}>
              申请直播权限
            </Button>
          ) : null}
          {liveState === 'draft-waiting' ? (
            <Tooltip title="讲师资料修改审核完成后即可申请">
              <Button disabled>申请直播权限</Button>
            </Tooltip>
          ) : null}
        </div>
      </Card>

      <Card
        className="account-card"
        title="修改讲师资料"
        extra={audit ? <AuditTag status={audit.auditStatus} /> : null}
      >
        {draftWaiting && audit ? (
          <Alert
            className="account-card__alert"
            type="info"
            showIcon
            title={`您于 ${audit.gmtModified} 提交的资料正在审核中`}
            description="审核通过前，讲师主页仍显示上面已发布的资料；现在再次提交会替换待审核的内容。"
          />
        ) : null}
        {audit?.auditStatus === AuditStatus.rejected ? (
          <Alert
            className="account-card__alert"
            type="error"
            showIcon
            title="上次提交的资料未通过审核"
            description={`审核意见：${audit.auditOpinion || '无'}`}
          />
        ) : null}
        {!draftWaiting && audit?.auditStatus !== AuditStatus.rejected ? (
          <p className="account-card__note">修改后的资料需要重新审核，审核通过后才会显示在讲师主页上。</p>
        ) : null}
        <LecturerForm initial={audit ?? published} submitText="提交审核" onSubmit={saveDraft} />
      </Card>
    </>
  );
}
