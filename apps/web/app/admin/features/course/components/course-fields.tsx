import { Form, Input, InputNumber, Typography } from 'antd';
import { CourseCategorySave, ZoneSave } from '@school/contracts';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { SortStatus } from '../../../components/form-fields';

/** Form items of the course console's modals (课程分类, 专区); rules come from their save schemas. */

// ---- 课程分类 -------------------------------------------------------------------------------

/** A category: its parent is fixed once created, so it is only shown. */
export function CategoryFields({ parentPath }: { parentPath: string[] }) {
  return (
    <>
      <Form.Item label="上级分类">
        <Typography.Text>{parentPath.length ? parentPath.join(' / ') : '无（一级分类）'}</Typography.Text>
      </Form.Item>
      <Form.Item
        label="分类名称"
        name="categoryName"
        rules={fieldRules(CourseCategorySave, 'categoryName', '分类名称')}
      >
        <Input showCount maxLength={maxLengthOf(CourseCategorySave, 'categoryName')} placeholder="例如：雅思" />
      </Form.Item>
      <SortStatus />
      <Form.Item label="备注" name="remark" rules={fieldRules(CourseCategorySave, 'remark', '备注')}>
        <Input.TextArea
          rows={2}
          showCount
          maxLength={maxLengthOf(CourseCategorySave, 'remark')}
          placeholder="仅运营可见，可留空"
        />
      </Form.Item>
    </>
  );
}

// ---- 专区 -----------------------------------------------------------------------------------

export const ZONE_LOCATIONS: Record<number, string> = { 1: 'PC 首页' };
export const zoneLocationText = (n: number) => ZONE_LOCATIONS[n] ?? `位置 ${n}`;

export function ZoneFields() {
  return (
    <>
      <Form.Item label="专区名称" name="zoneName" rules={fieldRules(ZoneSave, 'zoneName', '专区名称')}>
        <Input showCount maxLength={maxLengthOf(ZoneSave, 'zoneName')} placeholder="例如：四六级冲刺" />
      </Form.Item>
      <Form.Item label="简介" name="zoneDesc" rules={fieldRules(ZoneSave, 'zoneDesc', '简介')}>
        <Input.TextArea
          rows={2}
          showCount
          maxLength={maxLengthOf(ZoneSave, 'zoneDesc')}
          placeholder="显示在专区标题旁，可留空"
        />
      </Form.Item>
      <Form.Item
        label="显示位置"
        name="zoneLocation"
        rules={[{ required: true, message: '请输入显示位置' }]}
        extra="1 为 PC 首页（首页按排序依次显示各专区）"
      >
        <InputNumber min={1} max={99} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <SortStatus />
    </>
  );
}
