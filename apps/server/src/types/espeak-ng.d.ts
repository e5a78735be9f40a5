/** The npm `espeak-ng` package (eSpeak NG compiled to WebAssembly) ships no types; what the seed uses. */
declare module 'espeak-ng' {
  interface ESpeakNgInstance {
    FS: { readFile(path: string): Uint8Array };
  }
  /** Runs the espeak-ng command line once with these arguments, inside its own in-memory file system. */
  export default function ESpeakNg(options: { arguments: string[] }): Promise<ESpeakNgInstance>;
}
