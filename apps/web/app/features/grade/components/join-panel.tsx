import {
  GradeJoinResult,
  GradeJoinType,
  GradeRole,
  GradeRules,
  gradeContracts,
  type GradeCard,
} from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { getBrowserToken } from '~/lib/cookies';
import { usePersonalQuery } from '~/lib/personal-queries';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { gradeQueries, MY_GRADES_KEY } from '../api/queries';
import { gradeStateOf, roleLabels } from './grade-facts';

/** The class page's action: join, apply or enter the code; or, for a member, my role and where to go. */
export function JoinPanel({ grade }: { grade: GradeCard }) {
  const api = useApi();
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const mine = usePersonalQuery(gradeQueries.view(api, grade.id));
  const [applying, setApplying] = useState(false);
  const [remark, setRemark] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [applied, setApplied] = useState(false);

  const closed = gradeStateOf(grade);
  if (closed) return <p className="grade-join__note">该班级{closed}，不能再加入</p>;

  const role = mine.data?.myRole ?? 0;
  if (role !== 0) {
    return (
      <div className="grade-join">
        <p className="grade-join__note">您是该班级的{roleLabels[role]}</p>
        <Link to={role === GradeRole.student ? '/account/grades/my' : `/account/grades/admin?gradeId=${grade.id}`}>
          <Button type="primary" size="large">
            {role === GradeRole.student ? '进入我的班级' : '管理班级'}
          </Button>
        </Link>
      </div>
    );
  }
  if (applied) return <p className="grade-join__note">申请已提交，请等待班级管理员审核</p>;

  const signInFirst = () => {
    void message.info('请先登录，登录后即可加入班级');
    saveReturnAddress(store, location.pathname);
    void navigate('/login');
  };
  // With the token cookie the session is only still being read.
  const needsSignIn = !signedIn && !getBrowserToken();

  const join = async (input: { remark?: string; invitationCode?: string }) => {
    setBusy(true);
    try {
      const { joinResult } = await api.call(gradeContracts.joinGrade, { gradeId: grade.id, ...input });
      if (joinResult === GradeJoinResult.applied) {
        setApplied(true);
        setApplying(false);
        void message.success('申请已提交，请等待审核');
      } else {
        void message.success('您已加入班级');
      }
      await queryClient.invalidateQueries({ queryKey: MY_GRADES_KEY });
    } catch {
      // The request layer showed why (full, ended, already waiting, a wrong code).
    } finally {
      setBusy(false);
    }
  };

  if (grade.joinType === GradeJoinType.code) {
    return (
      <form
        className="grade-join grade-join--code"
        onSubmit={(event) => {
          event.preventDefault();
          if (needsSignIn) return signInFirst();
          if (!code.trim()) return void message.warning('请输入邀请码');
          void join({ invitationCode: code.trim() });
        }}
      >
        <Input
          size="large"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="请输入邀请码"
          aria-label="邀请码"
          maxLength={20}
        />
        <Button type="primary" size="large" htmlType="submit" loading={busy}>
          凭邀请码加入
        </Button>
      </form>
    );
  }

  const isApply = grade.joinType === GradeJoinType.apply;
  return (
    <div className="grade-join">
      <Button
        type="primary"
        size="large"
        loading={busy || (signedIn && mine.isPending)}
        onClick={() => {
          if (needsSignIn) return signInFirst();
          if (isApply) setApplying(true);
          else void join({});
        }}
      >
        {isApply ? '申请加入' : '加入班级'}
      </Button>
      {isApply ? <span className="grade-join__note">提交申请后由班级管理员审核</span> : null}
      <Modal
        title="申请加入班级"
        open={applying}
        okText="提交申请"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => void join({ remark: remark.trim() || undefined })}
        onCancel={() => setApplying(false)}
      >
        <Input.TextArea
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          placeholder="向管理员介绍一下您自己（选填）"
          aria-label="申请说明"
          maxLength={GradeRules.remarkMax}
          showCount
          rows={3}
        />
      </Modal>
    </div>
  );
}
