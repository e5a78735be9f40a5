import type { CallApiInput } from './web.ts';

export declare const PAGE_READS_SECONDS: number;
export declare const PAGE_READS_MB: number;

export interface PageReadsOptions {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}

/** The settings a render worker keeps its reads by: sent to it as data, so without the tests' clock. */
export type WorkerPageReadsOptions = Omit<PageReadsOptions, 'now'>;

export interface PageReads {
  read(siteId: number, version: string | undefined, input: CallApiInput, call: () => Promise<string>): Promise<unknown>;
}

export declare function createPageReads(options: PageReadsOptions): PageReads;
