import { LoadingOutlined, PlusOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Upload, type UploadFile } from 'antd';
import { uploadContracts } from '@school/contracts';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { ApiError } from '~/lib/request';
import { PICTURE_ACCEPT, pictureProblem, uploadFile, type UploadRoute } from '~/lib/upload-file';
import './image-upload.css';

type Uploader = (file: File) => Promise<{ url: string }>;

/**
 * Uploads one picture through `route` (the learner's upload unless told otherwise); the request
 * layer already showed the server's msg, other failures get one here. The operator console's
 * picture fields use it with its own upload call.
 */
export function useImageUploader(uploader?: Uploader, route: UploadRoute = uploadContracts.uploadFile) {
  const { message } = App.useApp();
  const api = useApi();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File): Promise<string | undefined> => {
    const problem = pictureProblem(file);
    if (problem) {
      void message.error(problem);
      return undefined;
    }
    setUploading(true);
    try {
      return (await (uploader ? uploader(file) : uploadFile(api, route, file, file.name))).url;
    } catch (error) {
      if (!(error instanceof ApiError)) void message.error('图片上传失败，请检查网络后重试');
      return undefined;
    } finally {
      setUploading(false);
    }
  };
  return { upload, uploading };
}

/**
 * One picture as a form control (value: its address): a preview and a button to replace it.
 * `shape="avatar"` previews it round, as the header and side menu show it.
 */
export function ImageUpload({
  value,
  onChange,
  shape = 'square',
  buttonText = '上传图片',
  hint,
  uploader,
}: {
  value?: string;
  onChange?: (url: string) => void;
  shape?: 'avatar' | 'square';
  buttonText?: string;
  hint?: string;
  uploader?: Uploader;
}) {
  const { upload, uploading } = useImageUploader(uploader);
  return (
    <div className={`image-upload image-upload--${shape}`}>
      {shape === 'avatar' ? (
        <Avatar
          size={88}
          src={value || undefined}
          alt="当前头像"
          icon={<UserOutlined />}
          className="image-upload__avatar"
        />
      ) : (
        <div className="image-upload__frame">
          {value ? <img src={value} alt="已上传的图片" /> : <span className="image-upload__empty">暂无图片</span>}
        </div>
      )}
      <div className="image-upload__side">
        <Upload
          accept={PICTURE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file).then((url) => url && onChange?.(url));
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading}>
            {uploading ? '上传中…' : buttonText}
          </Button>
        </Upload>
        <p className="image-upload__hint">{hint ?? '支持 jpg、png、gif、webp，不超过 5 MB'}</p>
      </div>
    </div>
  );
}

/** Up to `max` pictures as a form control (value: their addresses), shown as cards that can be removed. */
export function ImageListUpload({
  value = [],
  onChange,
  max = 4,
  uploader,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
  max?: number;
  uploader?: Uploader;
}) {
  const { upload, uploading } = useImageUploader(uploader);
  const fileList: UploadFile[] = value.map((url, index) => ({
    uid: `${index}-${url}`,
    name: `图片${index + 1}`,
    status: 'done',
    url,
  }));
  return (
    <Upload
      accept={PICTURE_ACCEPT}
      listType="picture-card"
      fileList={fileList}
      multiple={false}
      showUploadList={{ showPreviewIcon: false }}
      onRemove={(file) => {
        onChange?.(value.filter((url) => url !== file.url));
        return true;
      }}
      beforeUpload={(file) => {
        void upload(file).then((url) => {
          if (url) onChange?.([...value, url].slice(0, max));
        });
        return Upload.LIST_IGNORE;
      }}
    >
      {value.length >= max ? null : (
        <div className="image-list-upload__add">
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <div>{uploading ? '上传中' : '添加图片'}</div>
        </div>
      )}
    </Upload>
  );
}
