import { App, Button, Form, Image, Input, InputNumber, Radio, Space, Switch, Tag, Upload } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadContracts } from '@school/contracts';
import { useImageUploader } from '~/components/image-upload';
import { PICTURE_ACCEPT } from '~/lib/upload-file';
import { WIRE_DATETIME, localInputToWire, wireToLocalInput } from '../lib/datetime';

/** Small form controls and cells shared by the console pages. */

type Flag = 0 | 1;

/** A switch whose value is the wire flag 1/0. */
export function FlagSwitch({
  value,
  onChange,
  checkedChildren,
  unCheckedChildren,
  id,
}: {
  value?: Flag;
  onChange?: (v: Flag) => void;
  checkedChildren?: string;
  unCheckedChildren?: string;
  id?: string;
}) {
  return (
    <Switch
      id={id}
      checked={value === 1}
      onChange={(checked) => onChange?.(checked ? 1 : 0)}
      checkedChildren={checkedChildren}
      unCheckedChildren={unCheckedChildren}
    />
  );
}

export const targetOptions = [
  { label: '当前窗口', value: '_self' },
  { label: '新窗口', value: '_blank' },
];

export function TargetRadio({ value, onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  return (
    <Radio.Group
      id={id}
      optionType="button"
      options={targetOptions}
      value={value}
      onChange={(e) => onChange?.(e.target.value as string)}
    />
  );
}

/** The 排序 / PC 端显示 / 启用 row that every sortable console record has. */
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

export const targetText = (target: string) => (target === '_blank' ? '新窗口' : '当前窗口');

export function StatusTag({ statusId }: { statusId: number }) {
  return statusId === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>;
}

/** Placeholder shown where an image URL is empty or broken. */
const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f5f5f5"/><text x="32" y="37" font-size="11" text-anchor="middle" fill="#bbb">无图片</text></svg>',
  );

export function Thumb({
  src,
  width = 64,
  height = 40,
  fit = 'cover',
}: {
  src?: string;
  width?: number;
  height?: number;
  /** 'contain' shows the whole image (logos, icons); 'cover' fills the box (banners). */
  fit?: 'cover' | 'contain';
}) {
  if (!src) {
    return (
      <span
        style={{
          width,
          height,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#f5f5f5',
          color: '#bbb',
          borderRadius: 4,
          flex: 'none',
        }}
      >
        <PictureOutlined />
      </span>
    );
  }
  return (
    <Image
      src={src}
      width={width}
      height={height}
      fallback={FALLBACK}
      style={{ objectFit: fit, borderRadius: 4, background: '#f5f5f5' }}
    />
  );
}

/**
 * An image address with an upload button and a live preview beside it. The operator may type an
 * address or upload a picture, which fills the address in.
 */
export function ImageUrlInput({
  value,
  onChange,
  id,
  placeholder = 'https://… 或 /files/…',
  previewWidth = 64,
  previewHeight = 40,
  preview = true,
  status,
  autoFocus,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  placeholder?: string;
  status?: 'error';
  autoFocus?: boolean;
  previewWidth?: number;
  previewHeight?: number;
  /** false: the caller shows the picture elsewhere. */
  preview?: boolean;
}) {
  const { message } = App.useApp();
  const { upload, uploading } = useImageUploader(undefined, uploadContracts.uploadPicture);

  const uploadPicture = async (file: File) => {
    const url = await upload(file);
    if (url === undefined) return;
    onChange?.(url);
    message.success('图片已上传');
  };

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Input
        id={id}
        value={value}
        allowClear
        autoFocus={autoFocus}
        status={status}
        placeholder={placeholder}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Upload
        accept={PICTURE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          void uploadPicture(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          上传
        </Button>
      </Upload>
      {preview && <Thumb src={value?.trim()} width={previewWidth} height={previewHeight} fit="contain" />}
    </div>
  );
}

/** A datetime-local input holding the wire text `yyyy-MM-dd HH:mm:ss`. */
export function WireDateTimeInput({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  return (
    <Input
      id={id}
      type="datetime-local"
      step={1}
      value={wireToLocalInput(value)}
      onChange={(e) => onChange?.(localInputToWire(e.target.value))}
      style={{ width: 220 }}
    />
  );
}

/** The `beginTime` / `endTime` pair of a schedule (an advert's, a sale's): both required, the end later. */
export function TimeWindowItems({ what }: { what: string }) {
  return (
    <Space size={24} align="start" wrap>
      <Form.Item
        label={`${what}开始`}
        name="beginTime"
        rules={[
          { required: true, message: '请选择开始时间' },
          { pattern: WIRE_DATETIME, message: '请选择开始时间' },
        ]}
      >
        <WireDateTimeInput />
      </Form.Item>
      <Form.Item
        label={`${what}结束`}
        name="endTime"
        dependencies={['beginTime']}
        rules={[
          { required: true, message: '请选择结束时间' },
          { pattern: WIRE_DATETIME, message: '请选择结束时间' },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) => {
              const begin = getFieldValue('beginTime') as string | undefined;
              return v && begin && v <= begin
                ? Promise.reject(new Error(`${what}结束时间须晚于开始时间`))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <WireDateTimeInput />
      </Form.Item>
    </Space>
  );
}

export const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** An amount in yuan has at most two decimals (fen). */
export const yuanRule = {
  validator: (_: unknown, v: number | null | undefined) =>
    v === null || v === undefined || hasAtMostTwoDecimals(v)
      ? Promise.resolve()
      : Promise.reject(new Error('金额最多两位小数')),
};

/** A person in a console table: nickname over the full mobile. */
export function PersonCell({ nickname, mobile }: { nickname: string; mobile: string }) {
  return (
    <div>
      {nickname || '（未设置昵称）'}
      <div style={{ color: '#888', fontSize: 12 }}>{mobile}</div>
    </div>
  );
}
