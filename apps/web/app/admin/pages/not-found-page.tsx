import { Link } from 'react-router';
import { Button, Result } from 'antd';

export default function AdminNotFoundPage() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="运营后台中没有这个页面。"
      extra={
        <Link to="/admin">
          <Button type="primary">返回概览</Button>
        </Link>
      }
    />
  );
}
