import { Card, Empty } from 'antd';

export default function PendingPage() {
  return (
    <Card>
      <Empty description="页面建设中" />
    </Card>
  );
}
