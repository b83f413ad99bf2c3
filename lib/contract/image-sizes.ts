// The widths uploaded photos are served in (`/media/uploads/<key>?w=<width>`), without zod: the resizing route
// accepts only these and the site's srcset lists only these, so the work a request can ask for is bounded (decision 048).

/** Ascending; the largest is the stored original's own bound (listing photos are stored at most 1600 px wide). */
export const IMAGE_WIDTHS = [200, 320, 480, 640, 828, 1080, 1280, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}
