import { useEffect, type RefObject } from 'react';

/**
 * Attaches an HLS stream to a video element: hls.js where the browser needs it (loaded on first use),
 * the browser itself where it plays HLS (Safari). `startAt` gives the second to start from once the
 * length is known (0: the beginning). Give it a stable function (useCallback), or the stream restarts.
 */
export function useHlsStream(
  videoRef: RefObject<HTMLVideoElement | null>,
  playUrl: string | undefined,
  startAt?: (video: HTMLVideoElement) => number,
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playUrl) return;
    let cancelled = false;
    let destroy = () => {};
    const seek = () => {
      const start = startAt?.(video) ?? 0;
      if (start > 0) video.currentTime = start;
    };
    video.addEventListener('loadedmetadata', seek, { once: true });
    void (async () => {
      const { default: Hls } = await import('hls.js');
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls();
        hls.loadSource(playUrl);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = playUrl;
        destroy = () => {
          video.removeAttribute('src');
          video.load();
        };
      }
    })();
    return () => {
      cancelled = true;
      video.removeEventListener('loadedmetadata', seek);
      destroy();
    };
  }, [videoRef, playUrl, startAt]);
}
