import { pictureSrcSet } from '@school/contracts';
import type { ImgHTMLAttributes } from 'react';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  /** How wide the picture is shown, in CSS pixels or a media list (`sizes`). */
  sizes: string;
  /** What the picture says; '' when the text beside it already says it. */
  alt: string;
};

/**
 * An uploaded or seeded picture: the original as `src` and its WebP copies as `srcset` (decision
 * 0021), so the browser loads the narrowest copy that fills `sizes` on the reader's screen. An
 * address without copies (a GIF, an outside link, an older upload) is shown as it is.
 */
export function Picture({ src, sizes, alt, ...rest }: PictureProps) {
  const srcSet = pictureSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...rest} />;
}
