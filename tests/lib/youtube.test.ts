// YouTube link normalisation (spec §5): the accepted forms and what is refused.
import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from '@/lib/contract/youtube';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('youtubeEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ?feature=share',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    '  https://youtu.be/dQw4w9WgXcQ  ',
  ])('accepts %s', (link) => {
    expect(youtubeEmbedUrl(link)).toBe(EMBED);
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgX!Q',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC1234567890',
    'https://vimeo.com/123456789',
    'https://youtu.be.evil.com/dQw4w9WgXcQ',
    'https://evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ/extra',
  ])('refuses %j', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });

  it('gives the bare id too', () => {
    expect(youtubeVideoId('https://youtu.be/a-b_c1234_Z')).toBe('a-b_c1234_Z');
  });
});
