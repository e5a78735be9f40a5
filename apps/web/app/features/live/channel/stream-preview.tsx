import { Empty } from 'antd';
import { useRef } from 'react';
import { useHlsStream } from '~/components/hls-stream';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { previewQuery } from './channel-queries';

/** My stream as learners see it, a few seconds behind the camera; muted, so it does not echo into the microphone. */
export function StreamPreview({ periodId }: { periodId: string }) {
  const api = useApi();
  const room = usePersonalQuery(previewQuery(api, periodId));
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsUrl = room.data?.hlsUrl || undefined;
  useHlsStream(videoRef, hlsUrl);
  if (room.data && !hlsUrl) return <Empty description="正在等待推流，画面出现前请确认 OBS 已开始推流" />;
  return (
    <video
      ref={videoRef}
      className="channel-preview"
      muted
      autoPlay
      playsInline
      controls
      aria-label="我的直播画面预览"
    />
  );
}
