export declare const scriptHash: (code: string) => string;
export declare const SCRIPT_ELEMENT: RegExp;
export declare function ownScriptHashes(page: Uint8Array, nonce: string): string[];
