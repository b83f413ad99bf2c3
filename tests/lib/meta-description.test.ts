import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescription } from '@/lib/meta-description';

describe('metaDescription', () => {
  it('keeps a short text, folding its whitespace', () => {
    expect(metaDescription('2019 Lexus RX 350\n\nfor  $31,500.  ')).toBe('2019 Lexus RX 350 for $31,500.');
  });

  it('cuts a long text at a word boundary within 160 characters, with an ellipsis', () => {
    const text = `2019 Lexus RX 350 for $31,500 in Phnom Penh. ${'One owner, full service history, new tyres. '.repeat(8)}`;
    const out = metaDescription(text);
    expect(out.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(out.endsWith('…')).toBe(true);
    const kept = out.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The cut falls between words: the next character of the original is a space or punctuation before one.
    expect(text.slice(kept.length)).toMatch(/^[\s,.]/);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'word '.repeat(30)}end, ${'x'.repeat(40)}`;
    expect(metaDescription(text)).not.toMatch(/[,\s]…$/);
  });

  it('cuts inside a word only when there is no space in the second half', () => {
    const out = metaDescription('x'.repeat(400));
    expect(out).toHaveLength(META_DESCRIPTION_MAX);
  });
});
