import type { VideoUploadResult } from '@school/contracts';
import { PauseOutlined, UploadOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useApi } from '~/lib/api-context';
import { formatClock } from '~/lib/clock';
import { formatBytes } from '../upload-plan';
import { startVideoUpload, type UploadProgress, type VideoUpload } from '../video-upload';

const VIDEO_ACCEPT = 'video/*,.mp4,.mov,.mkv,.flv,.avi,.wmv,.m4v,.webm';

/**
 * Picks a video and uploads it in chunks with a progress bar (speed, time left), pause and resume.
 * Closing the page and choosing the same file again later resumes where it stopped.
 */
export function VideoUploadCard({
  periodId,
  onUploaded,
}: {
  periodId?: string;
  onUploaded(result: VideoUploadResult, fileName: string): void;
}) {
  const api = useApi();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<UploadProgress>();
  const upload = useRef<VideoUpload>(undefined);

  const start = (chosen: File) => {
    setFile(chosen);
    setProgress(undefined);
    upload.current = startVideoUpload(api, chosen, { periodId, onProgress: setProgress });
    upload.current.done.then((result) => onUploaded(result, chosen.name)).catch(() => {});
    return false;
  };

  const busy =
    progress && (progress.phase === 'hashing' || progress.phase === 'uploading' || progress.phase === 'paused');
  const percent = progress ? Math.floor((progress.sentBytes / Math.max(1, progress.totalBytes)) * 100) : 0;

  return (
    <div className="video-upload">
      <Upload accept={VIDEO_ACCEPT} showUploadList={false} beforeUpload={start} disabled={busy}>
        <Button icon={<UploadOutlined />} disabled={busy}>
          {file ? '换一个视频' : '选择视频'}
        </Button>
      </Upload>
      {file && progress ? (
        <div className="video-upload__status" aria-live="polite">
          <p className="video-upload__name">
            {file.name} · {formatBytes(file.size)}
          </p>
          {progress.phase === 'hashing' ? (
            <>
              <Progress
                percent={Math.floor(progress.hashed * 100)}
                status="active"
                size="small"
                aria-label="文件校验进度"
              />
              <p className="video-upload__note">正在校验文件（计算 MD5），完成后开始上传…</p>
            </>
          ) : (
            <Progress
              aria-label="上传进度"
              percent={percent}
              size="small"
              status={progress.phase === 'failed' ? 'exception' : progress.phase === 'done' ? 'success' : 'active'}
            />
          )}
          {progress.phase === 'uploading' ? (
            <p className="video-upload__note">
              {progress.speed > 0 ? `${formatBytes(progress.speed)}/s` : '正在上传'}
              {progress.secondsLeft !== undefined ? ` · 剩余约 ${formatClock(progress.secondsLeft)}` : ''}
            </p>
          ) : null}
          {progress.phase === 'paused' ? <p className="video-upload__note">已暂停</p> : null}
          {progress.phase === 'done' ? <p className="video-upload__note">上传完成，正在排队转码</p> : null}
          {progress.phase === 'failed' ? <Alert type="error" showIcon message={progress.message} /> : null}
          {progress.phase === 'uploading' || progress.phase === 'hashing' ? (
            <Button size="small" icon={<PauseOutlined />} onClick={() => upload.current?.pause()}>
              暂停
            </Button>
          ) : null}
          {progress.phase === 'paused' ? (
            <Button size="small" type="primary" icon={<CaretRightOutlined />} onClick={() => upload.current?.resume()}>
              继续上传
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
