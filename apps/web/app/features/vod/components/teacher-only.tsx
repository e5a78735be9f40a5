import { UserType } from '@school/contracts';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSchoolStore } from '~/lib/store';

const teaching = (userType: number | undefined) => userType === UserType.teacher || userType === UserType.organisation;

/** Whether the reader may use the teaching pages: a page asks for their data only then. */
export const useTeaches = () => useSchoolStore((state) => teaching(state.userInfo?.userType));

/** Teaching pages are for teachers (userType 2) and organisations; others are told how to become one. */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const userType = useSchoolStore((state) => state.userInfo?.userType);
  if (userType === undefined || teaching(userType)) return <>{children}</>;
  return (
    <Result
      status="info"
      title="这里是讲师的课程管理，成为讲师后即可发布课程"
      extra={
        <Link to="/recruit">
          <Button type="primary">申请成为讲师</Button>
        </Link>
      }
    />
  );
}
