import { BannerItemSave, BannerSave } from '@school/contracts';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { useRef } from 'react';
import { AutoComplete, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FlagSwitch, ImageUrlInput, TargetRadio, Thumb } from '../../../components/form-fields';

/** How many slides a banner holds, as BannerSave says. */
export const MAX_SLIDES: number = (BannerSave.properties.data as { maxItems?: number }).maxItems ?? 0;

/** The live picture of one slide, beside its fields. */
function SlideThumb({ name }: { name: number }) {
  const form = Form.useFormInstance();
  const img = Form.useWatch(['data', name, 'img'], form) as string | undefined;
  return (
    <div style={{ paddingTop: 30, flex: 'none' }}>
      <Thumb src={img?.trim()} width={180} height={68} />
    </div>
  );
}

/** The banner's own fields and its list of slides (up to 10), as in BannerSave. */
export function BannerFields({ groups }: { groups: string[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            label="编码"
            name="bannerCode"
            rules={[{ required: true, message: '请输入编码' }, ...fieldRules(BannerSave, 'bannerCode', '编码')]}
            extra="网站按编码取用，如 index_banner"
          >
            <Input maxLength={30} placeholder="index_banner" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="名称" name="bannerName" rules={fieldRules(BannerSave, 'bannerName', '名称')}>
            <Input maxLength={maxLengthOf(BannerSave, 'bannerName')} placeholder="首页顶部轮播" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            label="分组"
            name="bannerGroup"
            rules={fieldRules(BannerSave, 'bannerGroup', '分组')}
            extra="页面按分组读取，电脑端为 pc"
          >
            <AutoComplete
              options={groups.map((g) => ({ value: g, label: g }))}
              placeholder="pc"
              maxLength={maxLengthOf(BannerSave, 'bannerGroup')}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space size={40} align="start">
        <Form.Item label="排序" name="sort" rules={[{ required: true, message: '请输入排序值' }]}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="启用" name="statusId">
          <FlagSwitch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      </Space>

      <Form.List
        name="data"
        rules={[
          {
            validator: async (_, slides: unknown[] | undefined) => {
              if ((slides?.length ?? 0) > MAX_SLIDES) throw new Error(`最多 ${MAX_SLIDES} 张图片`);
            },
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <div>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
              <Typography.Text strong>
                轮播图片（{fields.length}/{MAX_SLIDES}）
              </Typography.Text>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_SLIDES}
                onClick={() => {
                  add({ title: '', img: '', url: '', target: '_self' });
                  // Show the new, empty slide at the bottom of the scrolling list.
                  setTimeout(() => {
                    const list = listRef.current;
                    if (list) list.scrollTop = list.scrollHeight;
                  }, 50);
                }}
              >
                添加图片
              </Button>
            </div>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有图片，点“添加图片”" />
            )}
            <div
              ref={listRef}
              style={{
                display: 'flex',
                flexDirection: 'column',
                gap: 12,
                maxHeight: 380,
                overflowY: 'auto',
                paddingRight: 4,
              }}
            >
              {fields.map((field, i) => (
                <Card
                  key={field.key}
                  size="small"
                  title={`第 ${i + 1} 张`}
                  extra={
                    <Space size={0}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                        title="上移"
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                        title="下移"
                      />
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        title="删除"
                      />
                    </Space>
                  }
                >
                  <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
                    <SlideThumb name={field.name} />
                    <Row gutter={12} style={{ flex: 1, minWidth: 0 }}>
                      <Col span={24}>
                        <Form.Item
                          label="图片地址"
                          name={[field.name, 'img']}
                          rules={fieldRules(BannerItemSave, 'img', '图片地址')}
                          style={{ marginBottom: 8 }}
                        >
                          <ImageUrlInput preview={false} />
                        </Form.Item>
                      </Col>
                      <Col span={8}>
                        <Form.Item
                          label="标题"
                          name={[field.name, 'title']}
                          rules={fieldRules(BannerItemSave, 'title', '标题')}
                          style={{ marginBottom: 0 }}
                        >
                          <Input maxLength={maxLengthOf(BannerItemSave, 'title')} placeholder="可留空" />
                        </Form.Item>
                      </Col>
                      <Col span={9}>
                        <Form.Item
                          label="点击跳转"
                          name={[field.name, 'url']}
                          rules={fieldRules(BannerItemSave, 'url', '点击跳转')}
                          style={{ marginBottom: 0 }}
                        >
                          <Input placeholder="/list 或 https://…，可留空" />
                        </Form.Item>
                      </Col>
                      <Col span={7}>
                        <Form.Item label="打开方式" name={[field.name, 'target']} style={{ marginBottom: 0 }}>
                          <TargetRadio />
                        </Form.Item>
                      </Col>
                    </Row>
                  </div>
                </Card>
              ))}
            </div>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </>
  );
}
