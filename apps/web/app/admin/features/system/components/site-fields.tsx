import { Form, Input, Select } from 'antd';
import { NavBarSave, WebsiteLinkSave, WebsiteNavSave } from '@school/contracts';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { SortStatus, TargetRadio } from '../../../components/form-fields';

/** Form items of the site-setting modals; rules come from their save schemas in the contract. */

const urlExtra = '站内路径如 /list，站外地址以 https:// 开头';

export function NavBarFields() {
  return (
    <>
      <Form.Item label="标题" name="navTitle" rules={fieldRules(NavBarSave, 'navTitle', '标题')}>
        <Input showCount maxLength={maxLengthOf(NavBarSave, 'navTitle')} placeholder="例如：课程" />
      </Form.Item>
      <Form.Item label="链接" name="navUrl" rules={fieldRules(NavBarSave, 'navUrl', '链接')} extra={urlExtra}>
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
      <Form.Item label="分组名称" name="navName" rules={fieldRules(WebsiteNavSave, 'navName', '分组名称')}>
        <Input showCount maxLength={maxLengthOf(WebsiteNavSave, 'navName')} placeholder="例如：关于我们" />
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
      <Form.Item label="链接名称" name="navName" rules={fieldRules(WebsiteNavSave, 'navName', '链接名称')}>
        <Input showCount maxLength={maxLengthOf(WebsiteNavSave, 'navName')} placeholder="例如：联系我们" />
      </Form.Item>
      <Form.Item
        label="链接地址"
        name="navUrl"
        rules={fieldRules(WebsiteNavSave, 'navUrl', '链接地址')}
        extra={urlExtra}
      >
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
      <Form.Item label="网站名称" name="linkName" rules={fieldRules(WebsiteLinkSave, 'linkName', '网站名称')}>
        <Input showCount maxLength={maxLengthOf(WebsiteLinkSave, 'linkName')} />
      </Form.Item>
      <Form.Item label="网址" name="linkUrl" rules={fieldRules(WebsiteLinkSave, 'linkUrl', '网址')}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="打开方式" name="linkTarget">
        <TargetRadio />
      </Form.Item>
      <SortStatus />
    </>
  );
}
