import { createRequire } from 'node:module';

/** The addon built at install (binding.gyp); where it could not be built, trimming does nothing. */
function load() {
  try {
    return createRequire(import.meta.url)('./build/Release/malloc_trim.node');
  } catch {
    return undefined;
  }
}
const addon = load();

/** Gives the memory freed in every glibc arena back to the system; whether any was given back. */
export const mallocTrim = () => (addon ? addon.mallocTrim() : false);
/** Whether the addon is there (built at install, on glibc). */
export const canTrim = addon !== undefined;
