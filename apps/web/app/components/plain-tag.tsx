import type { ReactNode } from 'react';

/**
 * A small label drawn like antd's filled Tag, for the pages the server renders (decision 0107): grey, or
 * one of the site's colours on its pale ground (the pairs styles/palette.test.ts checks).
 */
export function PlainTag({ color, children }: { color?: 'blue' | 'green' | 'red'; children: ReactNode }) {
  return <span className={color ? `plain-tag plain-tag--${color}` : 'plain-tag'}>{children}</span>;
}
