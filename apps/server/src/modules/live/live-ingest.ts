import { type ChildProcess, spawn } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

/**
 * The RTMP ingest: node-media-server v4's RTMP session and stream fan-out on a listener of our own
 * (its NodeMediaServer would also start its HTTP, record, relay and JSON-store parts, and exits the
 * process when a port is taken). A push is checked with `accept`; an accepted one gets one ffmpeg,
 * fed the stream as FLV through a subscriber of the stream, that copies it without re-encoding into a
 * rolling HLS playlist and appends it to the recording (MPEG-TS, which concatenates byte for byte, so a
 * push that comes back continues the same file).
 */

interface NmsSession {
  id: string;
  ip: string;
  streamApp?: string;
  streamName?: string;
  streamPath?: string;
  socket?: net.Socket;
  broadcast: { postPlay(session: object): string | null; donePlay(session: object): void };
  run(): void;
  close(): void;
}

const nmsRequire = createRequire(import.meta.url);
const RtmpSession = nmsRequire('node-media-server/src/session/rtmp_session.js') as new (
  socket: net.Socket,
) => NmsSession;
const Context = nmsRequire('node-media-server/src/core/context.js') as {
  config: object;
  sessions: Map<string, NmsSession>;
  eventEmitter: EventEmitter;
};
const nmsLogger = nmsRequire('node-media-server/src/core/logger.js') as { level: string };
nmsLogger.level = 'error';

export const HLS_SEGMENT_SECONDS = 2;
export const HLS_PLAYLIST_SIZE = 6;

/** Where an accepted push writes. */
export interface PushTarget {
  /** What the push serves (a broadcast id); a later push of the same target continues it. */
  id: number;
  hlsDir: string;
  recordingFile: string;
}

export interface IngestDeps {
  port: number;
  ffmpegPath: string;
  /** The push's target, or a reason to refuse it (the connection is closed). */
  accept(app: string, streamKey: string): Promise<PushTarget | string>;
  /** The push of a target stopped (dropped, ended or cut). */
  stopped(target: PushTarget): Promise<void>;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

interface Push {
  session: NmsSession;
  target: PushTarget;
  ffmpeg: ChildProcess;
}

/** Video and audio only: the stream's metadata track has no packets and would hold the muxers back. */
function ffmpegArgs(target: PushTarget, pushNumber: number): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    // Sooner first segments: the stream's headers come first, so a short probe is enough.
    '-analyzeduration',
    '1000000',
    '-f',
    'flv',
    '-i',
    'pipe:0',
    '-map',
    '0:v',
    '-map',
    '0:a?',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_list_size',
    String(HLS_PLAYLIST_SIZE),
    '-hls_flags',
    'delete_segments+append_list+discont_start+omit_endlist',
    '-hls_segment_filename',
    path.join(target.hlsDir, `seg_${pushNumber}_%05d.ts`),
    path.join(target.hlsDir, 'index.m3u8'),
    '-map',
    '0:v',
    '-map',
    '0:a?',
    '-c',
    'copy',
    '-f',
    'mpegts',
    'pipe:1',
  ];
}

/** When a process or file stream has closed, or failed. */
const endOf = (emitter: EventEmitter) =>
  new Promise<void>((resolve) => emitter.once('close', () => resolve()).once('error', () => resolve()));

export function startIngest(deps: IngestDeps) {
  const pushes = new Map<string, Push>();
  const sockets = new Set<net.Socket>();
  /** Each ffmpeg still running (a push's, or one finishing its last segment after the push ended): its end. */
  const running = new Set<Promise<void>>();
  Context.config = { rtmp: { port: deps.port } };

  function begin(session: NmsSession, target: PushTarget) {
    fs.mkdirSync(target.hlsDir, { recursive: true });
    const ffmpeg = spawn(deps.ffmpegPath, ffmpegArgs(target, Date.now()), { stdio: ['pipe', 'pipe', 'pipe'] });
    const recording = fs.createWriteStream(target.recordingFile, { flags: 'a' });
    ffmpeg.stdout!.pipe(recording);
    const ended = Promise.all([endOf(ffmpeg), endOf(recording)]).then(() => {
      running.delete(ended);
    });
    running.add(ended);
    let errors = '';
    ffmpeg.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    ffmpeg.stdin!.on('error', () => {});
    ffmpeg.on('exit', (code) => {
      if (code) deps.log.warn({ code, errors, target: target.id }, 'live ffmpeg stopped with an error');
    });
    // A subscriber with no address is one of the server's own (as its recorder is): fed FLV tags.
    const subscriber = {
      id: `ffmpeg-${session.id}`,
      ip: '',
      protocol: 'flv',
      streamPath: session.streamPath,
      sendBuffer: (buffer: Buffer) => ffmpeg.stdin!.write(buffer),
      close: () => ffmpeg.stdin!.end(),
    };
    const error = session.broadcast.postPlay(subscriber);
    if (error) deps.log.warn({ error }, 'live ffmpeg could not subscribe');
    pushes.set(session.id, { session, target, ffmpeg });
    session.socket?.once('close', () => {
      session.broadcast.donePlay(subscriber);
      ffmpeg.stdin!.end();
      pushes.delete(session.id);
      void deps.stopped(target).catch((err: unknown) => deps.log.warn({ err }, 'live push stop failed'));
    });
  }

  // node-media-server's events are global to the process: an ingest answers only the sessions on its
  // own listener's sockets (the tests run several instances, each with an ingest, in one process).
  const isOwn = (session: NmsSession) => session.socket !== undefined && sockets.has(session.socket);
  const onPublish = (session: NmsSession) => {
    if (!isOwn(session)) return;
    const key = session.streamName ?? '';
    deps
      .accept(session.streamApp ?? '', key)
      .then((result) => {
        if (session.socket?.destroyed) return;
        if (typeof result === 'string') {
          deps.log.warn({ ip: session.ip, reason: result }, 'live push refused');
          session.close();
          return;
        }
        deps.log.info({ ip: session.ip, target: result.id }, 'live push accepted');
        begin(session, result);
      })
      .catch((err: unknown) => {
        deps.log.warn({ err }, 'live push check failed');
        session.close();
      });
  };
  // Only the server's own subscribers read a stream: a player connecting over RTMP is closed.
  const onPlay = (session: NmsSession) => {
    if (isOwn(session)) setImmediate(() => session.close());
  };
  Context.eventEmitter.on('postPublish', onPublish);
  Context.eventEmitter.on('prePlay', onPlay);

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const session = new RtmpSession(socket);
    session.run();
    Context.sessions.set(session.id, session);
  });
  const listening = new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.port, () => resolve((server.address() as net.AddressInfo).port));
  });

  return {
    /** The port the ingest listens on (a test may ask for any free one with 0). */
    listening,
    /** Cuts the pushes of a target (a rotated key, a disabled channel, an ended lesson). */
    cut(targetId: number): void {
      for (const push of pushes.values()) if (push.target.id === targetId) push.session.close();
    },
    isPushing: (targetId: number) => [...pushes.values()].some((push) => push.target.id === targetId),
    /** The pushes going on here, with the key each was accepted with. */
    pushes: () =>
      [...pushes.values()].map((push) => ({ targetId: push.target.id, key: push.session.streamName ?? '' })),
    async close(): Promise<void> {
      Context.eventEmitter.off('postPublish', onPublish);
      Context.eventEmitter.off('prePlay', onPlay);
      for (const push of pushes.values()) push.ffmpeg.kill('SIGKILL');
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Stopped only once no ffmpeg writes into the broadcasts' folders any more.
      await Promise.all(running);
    },
  };
}

export type Ingest = ReturnType<typeof startIngest>;
