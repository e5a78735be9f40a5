import type { ReactNode } from 'react';

/**
 * A person's round picture, or the first letter of their name on grey, drawn like antd's avatar. antd's
 * avatar brings its group, and with it the popover and tooltip, into every page that shows a face
 * (the home page's lecturers and posts among them; decision 0079).
 */
export function RoundAvatar({
  size,
  src,
  alt = '',
  children,
}: {
  size: number;
  /** An address, or a picture element (a `Picture` with its sizes). */
  src?: string | ReactNode;
  alt?: string;
  /** Shown without a picture: a letter. */
  children?: ReactNode;
}) {
  return (
    <span
      className="round-avatar"
      style={{ width: size, height: size, fontSize: Math.min(18, Math.round(size * 0.6)) }}
    >
      {typeof src === 'string' ? <img src={src} alt={alt} /> : (src ?? children)}
    </span>
  );
}
