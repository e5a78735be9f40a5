import { AutoComplete, Button, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { AdvSave, DictSave, VipSetSave, Yuan } from '@school/contracts';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { ImageUrlInput, SortStatus, TargetRadio, TimeWindowItems, yuanRule } from '../../../components/form-fields';

/** Form items of the content console's modals (广告, 会员套餐, 字典); rules come from their save schemas. */

// ---- 广告 -----------------------------------------------------------------------------------

/** The positions the public pages show (see features/content/api/list-adv.ts of the site). */
export const KNOWN_ADV_POSITIONS = [
  { code: 'index_middle', label: '首页中部通栏', size: '1200×120' },
  { code: 'index_side', label: '首页讲师旁', size: '300×250' },
  { code: 'list_side', label: '课程列表侧栏', size: '300×250' },
] as const;

export const advPositionText = (code: string) => KNOWN_ADV_POSITIONS.find((p) => p.code === code)?.label;

export function AdvFields({ positions }: { positions: string[] }) {
  const form = Form.useFormInstance();
  const location = Form.useWatch('advLocation', form) as string | undefined;
  const known = KNOWN_ADV_POSITIONS.find((p) => p.code === location);
  const codes = Array.from(new Set([...KNOWN_ADV_POSITIONS.map((p) => p.code), ...positions]));
  return (
    <>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="标题" name="advTitle" rules={fieldRules(AdvSave, 'advTitle', '标题')}>
            <Input showCount maxLength={maxLengthOf(AdvSave, 'advTitle')} placeholder="例如：暑期四六级集训营" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="广告位"
            name="advLocation"
            rules={fieldRules(AdvSave, 'advLocation', '广告位')}
            extra={known ? `${known.label}，建议图片 ${known.size}` : '网站页面按编码取用广告'}
          >
            <AutoComplete
              placeholder="index_middle"
              maxLength={maxLengthOf(AdvSave, 'advLocation')}
              options={codes.map((c) => ({
                value: c,
                label: advPositionText(c) ? `${c}（${advPositionText(c)}）` : c,
              }))}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="图片地址" name="advImg" rules={fieldRules(AdvSave, 'advImg', '图片地址')}>
        <ImageUrlInput previewWidth={160} previewHeight={60} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item
            label="点击跳转"
            name="advUrl"
            rules={fieldRules(AdvSave, 'advUrl', '点击跳转')}
            extra="站内路径如 /vip，站外以 https:// 开头，可留空"
          >
            <Input placeholder="/list" />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item label="打开方式" name="advTarget">
            <TargetRadio />
          </Form.Item>
        </Col>
      </Row>
      <TimeWindowItems what="投放" />
      <SortStatus platShow />
    </>
  );
}

// ---- 会员套餐 ---------------------------------------------------------------------------------

export const MAX_YUAN: number = (Yuan as { maximum?: number }).maximum ?? 0;

/** At most two decimals, as the server stores fen. */
const DURATION_PRESETS = [
  { days: 30, label: '月' },
  { days: 90, label: '季' },
  { days: 180, label: '半年' },
  { days: 365, label: '年' },
];

export function VipSetFields() {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item label="套餐名称" name="setName" rules={fieldRules(VipSetSave, 'setName', '套餐名称')}>
        <Input showCount maxLength={maxLengthOf(VipSetSave, 'setName')} placeholder="例如：年度会员" />
      </Form.Item>
      <Space size={24} align="start" wrap>
        <Form.Item label="售价（元）" name="setPrice" rules={[{ required: true, message: '请输入售价' }, yuanRule]}>
          <InputNumber min={0} max={MAX_YUAN} step={1} prefix="¥" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="原价（元）"
          name="rulingPrice"
          dependencies={['setPrice']}
          extra="填 0 不显示原价"
          rules={[
            { required: true, message: '请输入原价，不显示填 0' },
            yuanRule,
            ({ getFieldValue }) => ({
              validator: (_, v: number | null | undefined) => {
                const price = getFieldValue('setPrice') as number | null | undefined;
                return v && price !== null && price !== undefined && v < price
                  ? Promise.reject(new Error('原价不能低于售价'))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <InputNumber min={0} max={MAX_YUAN} step={1} prefix="¥" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="有效天数"
          name="durationDays"
          rules={[{ required: true, message: '请输入有效天数' }]}
          extra={
            <Space size={4}>
              快捷：
              {DURATION_PRESETS.map((p) => (
                <Button
                  key={p.days}
                  size="small"
                  type="link"
                  style={{ padding: 0 }}
                  onClick={() => form.setFieldValue('durationDays', p.days)}
                >
                  {p.label}
                </Button>
              ))}
            </Space>
          }
        >
          <InputNumber min={1} max={3660} precision={0} suffix="天" style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Form.Item
        label="会员权益"
        name="benefits"
        rules={fieldRules(VipSetSave, 'benefits', '会员权益')}
        extra="每行一条，网站会员页逐条显示"
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={maxLengthOf(VipSetSave, 'benefits')}
          placeholder={'全站点播课程免费学\n专属学习群答疑'}
        />
      </Form.Item>
      <SortStatus />
    </>
  );
}

// ---- 字典 -----------------------------------------------------------------------------------

export function DictFields({ types }: { types: string[] }) {
  return (
    <>
      <Form.Item
        label="字典类型"
        name="dictType"
        rules={fieldRules(DictSave, 'dictType', '字典类型')}
        extra="例如 problemKind（题目分类，题库使用）"
      >
        <AutoComplete
          placeholder="problemKind"
          maxLength={maxLengthOf(DictSave, 'dictType')}
          options={types.map((t) => ({ value: t }))}
          filterOption={(input, option) => String(option?.value ?? '').includes(input)}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="名称" name="dictLabel" rules={fieldRules(DictSave, 'dictLabel', '名称')}>
            <Input showCount maxLength={maxLengthOf(DictSave, 'dictLabel')} placeholder="例如：单选题" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            label="值"
            name="dictValue"
            rules={fieldRules(DictSave, 'dictValue', '值')}
            extra="同一类型内不能重复，程序按值识别"
          >
            <Input showCount maxLength={maxLengthOf(DictSave, 'dictValue')} placeholder="例如：1" />
          </Form.Item>
        </Col>
      </Row>
      <SortStatus />
      <Form.Item label="备注" name="remark" rules={fieldRules(DictSave, 'remark', '备注')}>
        <Input.TextArea rows={2} showCount maxLength={maxLengthOf(DictSave, 'remark')} placeholder="可留空" />
      </Form.Item>
    </>
  );
}
