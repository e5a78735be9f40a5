import type { VideoUploadResult } from '@school/contracts';
import { PauseOutlined, UploadOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useApi } from '~/lib/api-context';
import { formatClock } from '~/lib/clock';
import { acceptOf, hasDocType } from '../course-kinds';
import { formatBytes } from '../upload-plan';
import { startVideoUpload, type UploadProgress, type VideoUpload } from '../video-upload';

const VIDEO_ACCEPT = 'video/*,.mp4,.mov,.mkv,.flv,.avi,.wmv,.m4v,.webm';

/**
 * Picks a video (or a lesson's document) and uploads it in chunks with a progress bar (speed, time left), pause and resume.
 * Closing the page and choosing the same file again later resumes where it stopped.
 */
export function VideoUploadCard({
  periodId,
  document,
  onUploaded,
}: {
  periodId?: string;
  /** Upload a lesson's document of these types instead of a video. */
  document?: { types: readonly string[] };
  onUploaded(result: VideoUploadResult, fileName: string): void;
}) {
  const api = useApi();
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<UploadProgress>();
  const upload = useRef<VideoUpload>(undefined);

  const noun = document ? '文件' : '视频';
  const start = (chosen: File) => {
    setFile(chosen);
    setProgress(undefined);
    if (document && !hasDocType(chosen.name, document.types)) {
      setProgress({
        phase: 'failed',
        hashed: 0,
        sentBytes: 0,
        totalBytes: chosen.size,
        speed: 0,
        message: `不支持这种文件，请上传 ${document.types.join('、')} 文件`,
      });
      return false;
    }
    upload.current = startVideoUpload(api, chosen, { periodId, isDoc: Boolean(document), onProgress: setProgress });
    upload.current.done.then((result) => onUploaded(result, chosen.name)).catch(() => {});
    return false;
  };

  const busy =
    progress && (progress.phase === 'hashing' || progress.phase === 'uploading' || progress.phase === 'paused');
  const percent = progress ? Math.floor((progress.sentBytes / Math.max(1, progress.totalBytes)) * 100) : 0;

  return (
    <div className="video-upload">
      <Upload
        accept={document ? acceptOf(document.types) : VIDEO_ACCEPT}
        showUploadList={false}
        beforeUpload={start}
        disabled={busy}
      >
        <Button icon={<UploadOutlined />} disabled={busy}>
          {file ? `换一个${noun}` : `选择${noun}`}
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
          {progress.phase === 'done' ? (
            <p className="video-upload__note">{document ? '上传完成，正在处理文件' : '上传完成，正在排队转码'}</p>
          ) : null}
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
