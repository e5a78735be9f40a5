import { Card, Tabs } from 'antd';
import { LabelTable } from '../components/label-table';
import { LimitForm } from '../components/limit-form';
import { WordList } from '../components/word-list';
import { ZoneTable } from '../components/zone-table';

export function meta() {
  return [{ title: '社区设置 - 运营后台' }];
}

/** 社区设置: labels, info zones, sensitive words and the anti-spam limits. */
export default function CommunitySettingsPage() {
  return (
    <Card title="社区设置">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'labels', label: '标签', children: <LabelTable /> },
          { key: 'zones', label: '资讯专区', children: <ZoneTable /> },
          { key: 'words', label: '敏感词', children: <WordList /> },
          { key: 'limits', label: '防刷限制', children: <LimitForm /> },
        ]}
      />
    </Card>
  );
}
