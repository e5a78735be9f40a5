import { fieldRules, lengthRules, maxLengthOf } from '~/lib/form-rules';
import { useEffect } from 'react';
import { Button, Card, Col, Form, Input, Row, Space, type FormRule } from 'antd';
import { WebsiteInfoUpdate, type WebsiteInfo } from '@school/contracts';
import { FlagSwitch, ImageUrlInput } from '../../../components/form-fields';

/** Every field of WebsiteInfoUpdate, in the order the form shows them. */
export const websiteInfoFields = [
  'siteNamePc',
  'logo',
  'ico',
  'keyword',
  'desc',
  'h5Domain',
  'telephone',
  'address',
  'wxCode',
  'service1',
  'copyright',
  'icp',
  'prn',
  'prnNo',
  'isEnableStatistics',
  'statisticsCode',
  'isEnableOnlineService',
  'onlineServiceCode',
  'onlineServicePages',
] as const satisfies readonly (keyof WebsiteInfoUpdate)[];

const empty: WebsiteInfoUpdate = {
  siteNamePc: '',
  logo: '',
  ico: '',
  keyword: '',
  desc: '',
  telephone: '',
  address: '',
  wxCode: '',
  service1: '',
  copyright: '',
  icp: '',
  prn: '',
  prnNo: '',
  isEnableStatistics: 0,
  statisticsCode: '',
  isEnableOnlineService: 0,
  onlineServiceCode: '',
  onlineServicePages: '',
  h5Domain: '',
};

/** The editable part of the site info as the server sent it (unknown or missing fields become empty). */
export function toWebsiteInfoUpdate(info?: Partial<WebsiteInfo> | null): WebsiteInfoUpdate {
  const out = { ...empty } as Record<string, unknown>;
  for (const key of websiteInfoFields) {
    const v = info?.[key];
    if (key === 'isEnableStatistics' || key === 'isEnableOnlineService') out[key] = v === 1 ? 1 : 0;
    else out[key] = typeof v === 'string' ? v : '';
  }
  return out as WebsiteInfoUpdate;
}

/** Trims single-line text and turns the pages list into a clean comma list. */
function normalise(values: Partial<WebsiteInfoUpdate>): WebsiteInfoUpdate {
  const v = toWebsiteInfoUpdate(values as Partial<WebsiteInfo>);
  const keepAsTyped = new Set<string>(['statisticsCode', 'onlineServiceCode', 'desc']);
  const out = { ...v } as Record<string, unknown>;
  for (const key of websiteInfoFields) {
    const value = out[key];
    if (typeof value === 'string' && !keepAsTyped.has(key)) out[key] = value.trim();
  }
  out.onlineServicePages = v.onlineServicePages
    .split(/[,，\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join(',');
  return out as WebsiteInfoUpdate;
}

/** A code field that must be filled while its switch is on. */
const requiredWhenOn =
  (flag: 'isEnableStatistics' | 'isEnableOnlineService', message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value: string | undefined) =>
      getFieldValue(flag) === 1 && !value?.trim() ? Promise.reject(new Error(message)) : Promise.resolve(),
  });

export function SiteInfoForm({
  initialValues,
  onSubmit,
  submitting = false,
}: {
  initialValues?: Partial<WebsiteInfo> | null;
  onSubmit: (values: WebsiteInfoUpdate) => void | Promise<unknown>;
  submitting?: boolean;
}) {
  const [form] = Form.useForm<WebsiteInfoUpdate>();

  useEffect(() => {
    form.setFieldsValue(toWebsiteInfoUpdate(initialValues));
  }, [form, initialValues]);

  return (
    <Form<WebsiteInfoUpdate>
      form={form}
      layout="vertical"
      initialValues={toWebsiteInfoUpdate(initialValues)}
      onFinish={(values) => void onSubmit(normalise(values))}
      scrollToFirstError
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Card title="基本信息">
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                label="网站名称"
                name="siteNamePc"
                rules={fieldRules(WebsiteInfoUpdate, 'siteNamePc', '网站名称')}
              >
                <Input
                  placeholder="显示在浏览器标题和页头"
                  showCount
                  maxLength={maxLengthOf(WebsiteInfoUpdate, 'siteNamePc')}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label="H5 站点域名"
                name="h5Domain"
                rules={fieldRules(WebsiteInfoUpdate, 'h5Domain', 'H5 站点域名')}
                extra="手机访问时跳转的地址，可留空"
              >
                <Input placeholder="https://m.example.com" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label="Logo 图片地址"
                name="logo"
                rules={fieldRules(WebsiteInfoUpdate, 'logo', 'Logo 图片地址')}
                extra="只放图形标志：网站名称会以文字显示在标志旁边"
              >
                <ImageUrlInput previewWidth={96} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label="网站图标（ico）地址"
                name="ico"
                rules={fieldRules(WebsiteInfoUpdate, 'ico', '网站图标地址')}
              >
                <ImageUrlInput previewWidth={40} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                label="关键词"
                name="keyword"
                rules={fieldRules(WebsiteInfoUpdate, 'keyword', '关键词')}
                extra="用于搜索引擎，多个关键词用逗号分隔"
              >
                <Input showCount maxLength={maxLengthOf(WebsiteInfoUpdate, 'keyword')} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label="网站描述" name="desc" rules={fieldRules(WebsiteInfoUpdate, 'desc', '网站描述')}>
                <Input.TextArea rows={3} showCount maxLength={maxLengthOf(WebsiteInfoUpdate, 'desc')} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="联系方式">
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                label="客服热线"
                name="telephone"
                rules={fieldRules(WebsiteInfoUpdate, 'telephone', '客服热线')}
              >
                <Input placeholder="400-000-0000" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="联系地址" name="address" rules={fieldRules(WebsiteInfoUpdate, 'address', '联系地址')}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label="公众号二维码图片地址"
                name="wxCode"
                rules={fieldRules(WebsiteInfoUpdate, 'wxCode', '公众号二维码图片地址')}
              >
                <ImageUrlInput previewWidth={48} previewHeight={48} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label="客服二维码图片地址"
                name="service1"
                rules={fieldRules(WebsiteInfoUpdate, 'service1', '客服二维码图片地址')}
              >
                <ImageUrlInput previewWidth={48} previewHeight={48} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="版权与备案">
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                label="版权信息"
                name="copyright"
                rules={fieldRules(WebsiteInfoUpdate, 'copyright', '版权信息')}
              >
                <Input placeholder="© 2026 某某网校 版权所有" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="ICP 备案号" name="icp" rules={fieldRules(WebsiteInfoUpdate, 'icp', 'ICP 备案号')}>
                <Input placeholder="京ICP备00000000号" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="公安备案名称" name="prn" rules={fieldRules(WebsiteInfoUpdate, 'prn', '公安备案名称')}>
                <Input placeholder="京公网安备" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="公安备案号" name="prnNo" rules={fieldRules(WebsiteInfoUpdate, 'prnNo', '公安备案号')}>
                <Input placeholder="11010502000000" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="统计与在线客服">
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item label="启用统计代码" name="isEnableStatistics">
                <FlagSwitch checkedChildren="开" unCheckedChildren="关" />
              </Form.Item>
              <Form.Item
                label="统计代码"
                name="statisticsCode"
                rules={[
                  ...lengthRules(WebsiteInfoUpdate, 'statisticsCode', '统计代码'),
                  requiredWhenOn('isEnableStatistics', '启用统计时请填写统计代码'),
                ]}
                dependencies={['isEnableStatistics']}
                extra="第三方统计的脚本，原样插入网站页面"
              >
                <Input.TextArea rows={5} style={{ fontFamily: 'monospace' }} placeholder="<script>…</script>" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="启用在线客服" name="isEnableOnlineService">
                <FlagSwitch checkedChildren="开" unCheckedChildren="关" />
              </Form.Item>
              <Form.Item
                label="在线客服代码"
                name="onlineServiceCode"
                rules={[
                  ...lengthRules(WebsiteInfoUpdate, 'onlineServiceCode', '在线客服代码'),
                  requiredWhenOn('isEnableOnlineService', '启用在线客服时请填写客服代码'),
                ]}
                dependencies={['isEnableOnlineService']}
              >
                <Input.TextArea rows={5} style={{ fontFamily: 'monospace' }} placeholder="<script>…</script>" />
              </Form.Item>
              <Form.Item
                label="显示客服的页面"
                name="onlineServicePages"
                rules={fieldRules(WebsiteInfoUpdate, 'onlineServicePages', '显示客服的页面')}
                extra="页面路径，多个用逗号分隔，例如 /,/list,/course"
              >
                <Input placeholder="/,/list" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small">
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting}>
              保存
            </Button>
            <Button htmlType="button" onClick={() => form.setFieldsValue(toWebsiteInfoUpdate(initialValues))}>
              还原
            </Button>
          </Space>
        </Card>
      </div>
    </Form>
  );
}
