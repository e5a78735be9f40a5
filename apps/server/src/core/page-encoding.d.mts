import type { BrotliOptions } from 'node:zlib';

export declare const COMPRESSIBLE: RegExp;
export declare function readerEncoding(accepted: string | null): 'br' | 'gzip' | 'identity';
export declare const brotliOptions: (size: number) => BrotliOptions;
