const UNITS = ['B', 'KB', 'MB', 'GB'];

/** '1.5 MB': a file's size as lists show it. */
export function formatSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? size : size.toFixed(1)} ${UNITS[unit]}`;
}
