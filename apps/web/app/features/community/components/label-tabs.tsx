import { LinkTabs } from './link-tabs';

/** A list's label tabs, '全部' first; `hrefFor('')` is the list without a label. */
export function LabelTabs({
  label,
  labels,
  activeLabelNo,
  hrefFor,
}: {
  label: string;
  labels: { labelNo: string; labelName: string }[];
  activeLabelNo: string;
  hrefFor(labelNo: string): string;
}) {
  return (
    <LinkTabs
      label={label}
      activeKey={activeLabelNo || 'all'}
      items={[{ key: 'all', name: '全部' }, ...labels.map((item) => ({ key: item.labelNo, name: item.labelName }))].map(
        (item) => ({ ...item, href: hrefFor(item.key === 'all' ? '' : item.key) }),
      )}
    />
  );
}
