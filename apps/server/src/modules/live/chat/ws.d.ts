/**
 * The part of the `ws` package (under @fastify/websocket) the chat, its tests and its bench use;
 * the package ships no types and @types/ws is not installed.
 */
declare module 'ws' {
  import type { ClientRequest, IncomingMessage } from 'node:http';

  class WebSocket {
    static readonly OPEN: 1;
    constructor(address: string, options?: { headers?: Record<string, string> });
    readonly readyState: number;
    /** Bytes queued to send but not yet handed to the socket. */
    readonly bufferedAmount: number;
    send(data: string, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    ping(): void;
    terminate(): void;
    on(event: 'open' | 'pong', listener: () => void): this;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'unexpected-response', listener: (request: ClientRequest, response: IncomingMessage) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
  }
  export default WebSocket;
  export { WebSocket };
}
