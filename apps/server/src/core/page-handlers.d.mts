import type { RequestHandler, ServerBuild } from 'react-router';

export declare function createPageHandler(build: ServerBuild, mode: string): RequestHandler;
