import type { BrotliOptions } from 'node:zlib';

export declare const COMPRESSIBLE: RegExp;
export declare function readerEncoding(accepted: string | null): 'br' | 'gzip' | 'identity';
export declare const BROTLI_FIRST_QUALITY: number;
export declare const BROTLI_KEPT_QUALITY: number;
export declare const brotliOptions: (size: number, quality: number) => BrotliOptions;
