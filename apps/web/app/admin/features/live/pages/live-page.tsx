import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { BroadcastsTab } from './broadcasts-tab';
import { ChannelsTab } from './channels-tab';
import { MutesTab } from './mutes-tab';

export function meta() {
  return [{ title: '直播管理 - 运营后台' }];
}

const TABS = [
  { key: 'channels', label: '频道', children: <ChannelsTab /> },
  { key: 'live', label: '正在直播', children: <BroadcastsTab scope={1} /> },
  { key: 'recordings', label: '录像', children: <BroadcastsTab scope={2} /> },
  { key: 'mutes', label: '聊天禁言', children: <MutesTab /> },
];

/** Live lessons in the console: teachers' channels, broadcasts on now with a preview, recordings, chat mutes. */
export default function LivePage() {
  const [tab, setTab] = useState('channels');
  return (
    <Card title="直播管理">
      <Tabs activeKey={tab} onChange={setTab} items={TABS} destroyOnHidden />
    </Card>
  );
}
