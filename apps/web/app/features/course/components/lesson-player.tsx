import { courseStudyContracts, studyContracts, type CourseSignInfo } from '@school/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, type RefObject } from 'react';
import { useHlsStream } from '~/components/hls-stream';
import { useApi } from '~/lib/api-context';
import { personalQueryKey } from '~/lib/personal-queries';
import { COURSE_MINE_KEY } from '../api/course-page';
import { createWatchTracker, resumeAt } from '../watch-tracker';

/** A refusal of the play authorisation, said to the reader with a way forward. */
export interface PlayRefusal {
  code: number;
  msg: string;
}

/**
 * One lesson playing: the play authorisation (`course/sign`: a short-lived token bound to the reader,
 * only for a lesson they may watch), the encrypted HLS stream through hls.js (Safari plays HLS itself),
 * the saved position, and progress reported every `StudyRules.reportSeconds` seconds of playing and
 * when the reader pauses or leaves.
 */
export function LessonPlayer({
  periodId,
  startAt,
  videoRef,
  onRefused,
}: {
  periodId: string;
  /** Seconds to start from instead of the saved position (a note's time). */
  startAt?: number;
  videoRef: RefObject<HTMLVideoElement | null>;
  onRefused(refusal: PlayRefusal): void;
}) {
  const api = useApi();
  const sign = useQuery({
    queryKey: personalQueryKey('play', periodId),
    queryFn: async () => {
      const reply = await api.request(courseStudyContracts.signCourse, { periodId }, { isShowErrTip: false });
      return reply.code === 200 ? { play: reply.data } : { refusal: { code: reply.code, msg: reply.msg } };
    },
    staleTime: 60_000,
    gcTime: 0,
  });

  const refusal = sign.data?.refusal;
  useEffect(() => {
    if (refusal) onRefused(refusal);
  }, [refusal, onRefused]);

  const play = sign.data?.play;
  // Reports first: on leaving, the last position is read before the stream is taken down.
  useProgressReports(videoRef, play);
  const startFrom = useCallback(
    (video: HTMLVideoElement) => startAt ?? (play ? resumeAt(play.position, video.duration) : 0),
    [play, startAt],
  );
  useHlsStream(videoRef, play?.playUrl, startFrom);

  return (
    <div className="lesson-player">
      <video
        ref={videoRef}
        className="lesson-player__video"
        controls
        playsInline
        preload="metadata"
        poster={play?.coverUrl || undefined}
        aria-label={play ? `视频：${play.periodName}` : '视频'}
      />
      {sign.isPending ? (
        <div className="lesson-player__cover">
          <Spin />
        </div>
      ) : refusal ? (
        <div className="lesson-player__cover lesson-player__cover--refused">
          <Result status="info" title={refusal.msg} />
        </div>
      ) : sign.isError ? (
        <div className="lesson-player__cover lesson-player__cover--refused">
          <Result
            status="warning"
            title="视频暂时无法播放"
            extra={
              <Button type="primary" onClick={() => void sign.refetch()}>
                重试
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
}

/** Reports the seconds played and the position while playing, on pause, at the end and when leaving. */
function useProgressReports(videoRef: RefObject<HTMLVideoElement | null>, play: CourseSignInfo | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !play) return;
    const tracker = createWatchTracker();
    let lastPosition = -1;
    /** `refresh`: show the new figures in the lesson list and the course (on pause and at the end). */
    const report = (refresh = false) => {
      const currentSeconds = Math.floor(video.currentTime);
      const watchedSeconds = tracker.take();
      if (watchedSeconds === 0 && currentSeconds === lastPosition) return;
      lastPosition = currentSeconds;
      const durationSeconds = Number.isFinite(video.duration) ? Math.floor(video.duration) : undefined;
      void api
        .request(
          studyContracts.saveStudyLog,
          { periodId: play.periodId, currentSeconds, watchedSeconds, durationSeconds },
          { isShowErrTip: false },
        )
        .then((reply) => {
          if (reply.code === 200 && refresh) void queryClient.invalidateQueries({ queryKey: COURSE_MINE_KEY });
        });
    };
    const onTime = () => {
      if (video.paused || video.seeking) return;
      tracker.played(video.currentTime);
      if (tracker.isDue()) report();
    };
    const onSeeked = () => tracker.restart(video.currentTime);
    const onStop = () => {
      tracker.restart();
      report(true);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report();
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('pause', onStop);
    video.addEventListener('ended', onStop);
    document.addEventListener('visibilitychange', onHidden);
    const onLeave = () => report();
    window.addEventListener('pagehide', onLeave);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('pause', onStop);
      video.removeEventListener('ended', onStop);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onLeave);
      if (video.currentTime > 0) report();
    };
  }, [videoRef, play, api, queryClient]);
}
