import { PlayCircleOutlined } from '@ant-design/icons';
import { examContracts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useHlsStream } from '~/components/hls-stream';
import { useApi } from '~/lib/api-context';
import { personalQueryKey } from '~/lib/personal-queries';

/** 讲解视频: the teacher's explanation of a problem, played in a dialog once the learner has met the problem. */
export function ExplanationVideo({ examId, problemId }: { examId: string; problemId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<PlayCircleOutlined />} onClick={() => setOpen(true)}>
        讲解视频
      </Button>
      <Modal title="讲解视频" open={open} onCancel={() => setOpen(false)} footer={null} width={760} destroyOnHidden>
        <VideoOfProblem examId={examId} problemId={problemId} />
      </Modal>
    </>
  );
}

function VideoOfProblem({ examId, problemId }: { examId: string; problemId: string }) {
  const api = useApi();
  const videoRef = useRef<HTMLVideoElement>(null);
  const sign = useQuery({
    queryKey: personalQueryKey('problem-video', examId, problemId),
    queryFn: async () => {
      const reply = await api.request(examContracts.signProblemVideo, { examId, problemId }, { isShowErrTip: false });
      return reply.code === 200 ? { play: reply.data } : { refusal: reply.msg };
    },
    staleTime: 60_000,
    gcTime: 0,
  });
  const play = sign.data?.play;
  useHlsStream(videoRef, play?.playUrl);
  if (sign.isPending) return <Spin className="explanation-video__wait" />;
  if (sign.data?.refusal) return <Result status="info" title={sign.data.refusal} />;
  if (!play) return <Result status="warning" title="视频暂时无法播放" />;
  return (
    <video
      ref={videoRef}
      className="explanation-video"
      controls
      playsInline
      autoPlay
      poster={play.coverUrl || undefined}
      aria-label={`讲解视频：${play.videoName}`}
    />
  );
}
