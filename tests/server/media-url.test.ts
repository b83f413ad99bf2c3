import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaUrlFor } from '@/server/api/media-url';
import { signUploadPath } from '@/server/media/private-uploads';

const ORIGIN = 'http://Example.test:80';
const parsed = (path: string) =>
  new URL(signUploadPath(path.startsWith('/') ? path : `/${path}`), new URL(ORIGIN).origin).toString();
/** The URL, or the error's name (a path like "//" is no URL, either way). */
const outcome = (make: () => string | null) => {
  try {
    return make();
  } catch (error) {
    return (error as Error).name;
  }
};

describe('mediaUrlFor', () => {
  const media = mediaUrlFor(ORIGIN);

  it('gives what the URL parser gives for any stored path', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_.~%@ +é-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(outcome(() => media(path))).toBe(outcome(() => parsed(path)));
      }),
      { seed: 65, numRuns: 2000 },
    );
  });

  it.each([
    '/media/generated/car/sedan/1c1d20/5.svg',
    'media/a.webp',
    '/media/../secret.txt',
    '/media//a.webp',
    '/media/a b.webp',
    '/media/./a.webp',
  ])('resolves %s against the origin', (path) => {
    expect(media(path)).toBe(parsed(path));
  });

  it('keeps absolute URLs and maps an empty path to null', () => {
    expect(media('https://cdn.test/a.webp')).toBe('https://cdn.test/a.webp');
    expect(media('')).toBeNull();
    expect(media(null)).toBeNull();
  });
});
