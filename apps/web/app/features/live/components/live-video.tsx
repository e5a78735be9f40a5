import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { withLatestToken } from '../live-times';

/**
 * The live stream of a lesson. hls.js (loaded on first use) keeps one player for the whole lesson and
 * sends each request with the latest viewer address, so renewing the address (`hlsUrl` changes) does
 * not interrupt the picture; Safari plays HLS itself and is handed the new address. A failure the
 * player cannot get past, or the end of the stream, is reported through `onLost`.
 */
export function LiveVideo({ hlsUrl, onLost }: { hlsUrl: string; onLost(): void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const latest = useRef(hlsUrl);
  const lost = useRef(onLost);
  const [native, setNative] = useState(false);
  const [needsSound, setNeedsSound] = useState(false);
  // hls.js keeps the address it started with (its requests get the latest token); Safari is handed each new one.
  const [startUrl] = useState(hlsUrl);
  const source = native ? hlsUrl : startUrl;

  useEffect(() => {
    latest.current = hlsUrl;
    lost.current = onLost;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let destroy = () => {};
    const start = () => {
      // Browsers refuse to start sound nobody asked for; then the lesson plays muted until a click.
      video.play().catch(() => {
        video.muted = true;
        setNeedsSound(true);
        void video.play().catch(() => {});
      });
    };
    const ended = () => lost.current();
    video.addEventListener('ended', ended);
    void (async () => {
      const { default: Hls } = await import('hls.js');
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls({
          liveSyncDurationCount: 2,
          xhrSetup: (xhr, url) => xhr.open('GET', withLatestToken(url, source, latest.current), true),
        });
        hls.on(Hls.Events.MANIFEST_PARSED, start);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) lost.current();
        });
        hls.loadSource(source);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        setNative(true);
        video.src = source;
        start();
        destroy = () => {
          video.removeAttribute('src');
          video.load();
        };
      }
    })();
    return () => {
      cancelled = true;
      video.removeEventListener('ended', ended);
      destroy();
    };
  }, [source]);

  return (
    <div className="live-video">
      <video ref={videoRef} className="live-video__video" controls playsInline autoPlay aria-label="直播画面" />
      {needsSound ? (
        <Button
          className="live-video__sound"
          onClick={() => {
            const video = videoRef.current;
            if (video) video.muted = false;
            setNeedsSound(false);
          }}
        >
          点击开启声音
        </Button>
      ) : null}
    </div>
  );
}
