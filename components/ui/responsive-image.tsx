// One photo as an <img>: sized copies in srcset with the caller's `sizes`, width and height so nothing jumps, lazy
// unless it is the page's first image, which is preloaded with a high fetch priority instead (decision 048).
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { FALLBACK_WIDTH, isResizable, sizedUrl, srcSetOf } from '@/lib/responsive-image';

type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'loading' | 'width' | 'height'
> & {
  src: string;
  alt: string;
  /** Intrinsic size (or its proportions): the browser keeps the box before a byte arrives. */
  width: number;
  height: number;
  /** How wide the image is drawn at each breakpoint, as the `sizes` attribute says it. */
  sizes: string;
  /** The photo's own pixel width when known, so srcset offers nothing larger than it. */
  naturalWidth?: number | null;
  /** The page's first, largest image: loaded at once, preloaded from the head, fetched before other images. */
  priority?: boolean;
};

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  naturalWidth,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = srcSetOf(src, naturalWidth);
  const fallback = isResizable(src) ? sizedUrl(src, FALLBACK_WIDTH) : src;
  if (priority) {
    preload(fallback, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    // A plain <img>: next/image's optimizer is not used (decision 048), and its wrapper adds nothing here.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...rest}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={fallback}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
