import { UploadRules, uploadContracts } from '@school/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useApi } from '~/lib/api-context';
import { uploadFile } from '~/lib/upload-file';

const MB = 1024 * 1024;

/** Why an audio file is refused before sending, or undefined (the server judges the bytes again). */
export function audioProblem(file: { type: string; size: number }): string | undefined {
  const rule = UploadRules.audio;
  if (!(rule.mimeTypes as readonly string[]).includes(file.type)) return `请上传 ${rule.label} 格式的音频`;
  if (file.size > rule.maxBytes) return `音频不能超过 ${rule.maxBytes / MB} MB`;
  return undefined;
}

/** The audio of a listening or dictation problem: uploaded through the site's upload call. */
export function AudioUpload({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}) {
  const api = useApi();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const send = async (file: File) => {
    const refusal = audioProblem(file);
    if (refusal) {
      void message.error(refusal);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadFile(api, uploadContracts.uploadFile, file);
      onChange?.(stored.url);
      void message.success('音频已上传');
    } catch {
      // shown by the request layer
    } finally {
      setUploading(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <input
        ref={input}
        id={id}
        type="file"
        style={{ display: 'none' }}
        aria-label="选择音频文件"
        accept={UploadRules.audio.mimeTypes.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <Space wrap>
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          {value ? '更换音频' : '上传音频'}
        </Button>
        <span style={{ color: 'var(--site-text-secondary)', fontSize: 12 }}>
          {UploadRules.audio.label}，不超过 {UploadRules.audio.maxBytes / MB} MB
        </span>
      </Space>
      {value ? <audio controls preload="none" src={value} style={{ width: '100%', maxWidth: 420 }} /> : null}
    </Space>
  );
}
