import { Form, Input, InputNumber, Select, Space } from 'antd';
import { FlagSwitch, TargetRadio } from './form-fields';

/** Form items of the site-setting modals; each mirrors its save schema in the contract. */

const max = (n: number) => ({ max: n, message: `最多 ${n} 个字符` });

export function SortStatus({ platShow = false }: { platShow?: boolean }) {
  return (
    <Space size={40} align="start">
      <Form.Item label="排序" name="sort" rules={[{ required: true, message: '请输入排序值' }]} extra="越小越靠前">
        <InputNumber min={0} max={9999} precision={0} style={{ width: 120 }} />
      </Form.Item>
      {platShow && (
        <Form.Item label="PC 端显示" name="platShow">
          <FlagSwitch checkedChildren="显示" unCheckedChildren="隐藏" />
        </Form.Item>
      )}
      <Form.Item label="启用" name="statusId">
        <FlagSwitch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </Space>
  );
}

const urlExtra = '站内路径如 /list，站外地址以 https:// 开头';

export function NavBarFields() {
  return (
    <>
      <Form.Item
        label="标题"
        name="navTitle"
        rules={[{ required: true, whitespace: true, message: '请输入导航标题' }, max(20)]}
      >
        <Input showCount maxLength={20} placeholder="例如：课程" />
      </Form.Item>
      <Form.Item label="链接" name="navUrl" rules={[max(500)]} extra={urlExtra}>
        <Input placeholder="/list" />
      </Form.Item>
      <Form.Item label="打开方式" name="target">
        <TargetRadio />
      </Form.Item>
      <SortStatus platShow />
    </>
  );
}

/** A footer group (parentId "0"): only a name, order and state. */
export function FooterGroupFields() {
  return (
    <>
      <Form.Item
        label="分组名称"
        name="navName"
        rules={[{ required: true, whitespace: true, message: '请输入分组名称' }, max(30)]}
      >
        <Input showCount maxLength={30} placeholder="例如：关于我们" />
      </Form.Item>
      <SortStatus />
    </>
  );
}

/** A footer link inside one group. */
export function FooterLinkFields({ groups }: { groups: { id: string; navName: string }[] }) {
  return (
    <>
      <Form.Item label="所属分组" name="parentId" rules={[{ required: true, message: '请选择所属分组' }]}>
        <Select
          placeholder="选择分组"
          options={groups.map((g) => ({ label: g.navName, value: g.id }))}
          notFoundContent="请先添加分组"
        />
      </Form.Item>
      <Form.Item
        label="链接名称"
        name="navName"
        rules={[{ required: true, whitespace: true, message: '请输入链接名称' }, max(30)]}
      >
        <Input showCount maxLength={30} placeholder="例如：联系我们" />
      </Form.Item>
      <Form.Item label="链接地址" name="navUrl" rules={[max(500)]} extra={urlExtra}>
        <Input placeholder="/about" />
      </Form.Item>
      <Form.Item label="打开方式" name="target">
        <TargetRadio />
      </Form.Item>
      <SortStatus />
    </>
  );
}

/** A friend link (友情链接). */
export function FriendLinkFields() {
  return (
    <>
      <Form.Item
        label="网站名称"
        name="linkName"
        rules={[{ required: true, whitespace: true, message: '请输入网站名称' }, max(30)]}
      >
        <Input showCount maxLength={30} />
      </Form.Item>
      <Form.Item
        label="网址"
        name="linkUrl"
        rules={[{ required: true, whitespace: true, message: '请输入网址' }, max(500)]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="打开方式" name="linkTarget">
        <TargetRadio />
      </Form.Item>
      <SortStatus />
    </>
  );
}
