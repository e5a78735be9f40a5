import { UserType } from '@school/contracts';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSchoolStore } from '~/lib/store';

/** Whether the reader may use the question bank and papers: a page asks for them only then. */
export const useTeaches = () => useSchoolStore((state) => state.userInfo?.userType === UserType.teacher);

/** The question bank and papers are for teachers (userType 2); others are told so. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const userType = useSchoolStore((state) => state.userInfo?.userType);
  if (userType === undefined || userType === UserType.teacher) return children;
  return (
    <Result
      status="info"
      title="此功能仅对讲师开放"
      subTitle="题库与试卷由讲师创建和管理。您成为讲师后即可使用。"
      extra={
        <Link to="/account/teacher">
          <Button type="primary">查看讲师申请</Button>
        </Link>
      }
    />
  );
}
