import {
  type LiveChatClientFrame,
  type LiveChatMessage,
  LiveChatRole,
  LiveChatRules,
  type LiveChatServerFrame,
} from '@school/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';

/** The part of a browser WebSocket the chat uses; tests hand in a fake. */
export interface ChatSocketLike {
  send(text: string): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export type OpenChatSocket = (url: string) => ChatSocketLike;

/** The page's address made a WebSocket address on the same host (ws:// or wss://). */
export const openBrowserSocket: OpenChatSocket = (address) => {
  const url = new URL(address, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const socket = new WebSocket(url);
  const chat: ChatSocketLike = {
    send: (text) => socket.send(text),
    close: () => socket.close(),
    onmessage: null,
    onclose: null,
  };
  socket.onmessage = (event) => chat.onmessage?.(event);
  socket.onclose = (event) => chat.onclose?.(event);
  return chat;
};

/** Reconnecting waits 1 s, then twice as long each time, at most 30 s. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** Messages kept on screen; older ones scroll away for good in a long lesson. */
const SHOWN_MESSAGES = 200;

export interface LiveChatState {
  connection: 'connecting' | 'open' | 'reconnecting' | 'refused';
  isTeacher: boolean;
  me: string;
  muted: boolean;
  notice: string;
  viewers: number;
  messages: LiveChatMessage[];
  mutedUsers: string[];
  /** The last refusal's words, until the next frame that succeeds. */
  error: string;
  /** When the reader may send again (epoch ms): after each send, or the server's wait. */
  sendableAt: number;
}

type Action = LiveChatServerFrame | { type: 'reconnecting' } | { type: 'refused' } | { type: 'sent'; at: number };

const initial: LiveChatState = {
  connection: 'connecting',
  isTeacher: false,
  me: '',
  muted: false,
  notice: '',
  viewers: 0,
  messages: [],
  mutedUsers: [],
  error: '',
  sendableAt: 0,
};

function reduce(state: LiveChatState, action: Action): LiveChatState {
  switch (action.type) {
    case 'welcome':
      return {
        ...state,
        connection: 'open',
        isTeacher: action.role === LiveChatRole.teacher,
        me: action.userId,
        muted: action.muted,
        notice: action.notice,
        viewers: action.viewers,
        messages: action.messages,
        error: '',
      };
    case 'message':
      return { ...state, messages: [...state.messages, action.message].slice(-SHOWN_MESSAGES) };
    case 'notice':
      return { ...state, notice: action.text };
    case 'deleted':
      return { ...state, messages: state.messages.filter((message) => message.id !== action.id) };
    case 'muted': {
      const others = state.mutedUsers.filter((id) => id !== action.userId);
      return {
        ...state,
        muted: action.userId === state.me ? action.muted : state.muted,
        mutedUsers: action.muted ? [...others, action.userId] : others,
      };
    }
    case 'viewers':
      return { ...state, viewers: action.count };
    case 'error':
      return {
        ...state,
        error: action.msg,
        sendableAt: action.retryAfter ? Date.now() + action.retryAfter * 1000 : state.sendableAt,
      };
    case 'sent':
      return { ...state, error: '', sendableAt: action.at + LiveChatRules.sendIntervalMs };
    case 'reconnecting':
      return { ...state, connection: 'reconnecting' };
    case 'refused':
      return { ...state, connection: 'refused' };
  }
}

/**
 * The lesson's chat room over one socket: the room's state from the server's frames, and a way to send
 * frames. A dropped socket reconnects with a growing wait; a refusal (not signed in, not bought …) does not.
 */
export function useLiveChat(address: string, openSocket: OpenChatSocket = openBrowserSocket) {
  const [state, dispatch] = useReducer(reduce, initial);
  const socketRef = useRef<ChatSocketLike | null>(null);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const socket = openSocket(address);
      socketRef.current = socket;
      socket.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as LiveChatServerFrame;
        if (frame.type === 'welcome') attempt = 0;
        dispatch(frame);
      };
      socket.onclose = (event) => {
        if (stopped) return;
        socketRef.current = null;
        if (event.code === LiveChatRules.refusedCloseCode) return dispatch({ type: 'refused' });
        dispatch({ type: 'reconnecting' });
        timer = setTimeout(connect, Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [address, openSocket]);

  const send = useCallback((frame: LiveChatClientFrame) => {
    const socket = socketRef.current;
    if (!socket) return false;
    socket.send(JSON.stringify(frame));
    if (frame.type === 'send') dispatch({ type: 'sent', at: Date.now() });
    return true;
  }, []);

  return { state, send };
}
