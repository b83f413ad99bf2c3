// The KHQR payment string drawn as a QR code: a square symbol with its quiet zone and the three finder patterns a
// scanner looks for, and a longer payload needs a bigger symbol.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KhqrCode, qrPath } from '@/features/reports/components/khqr-code';

const PAYLOAD =
  '00020101021229370016kh.gov.nbc.bakong0113testmerchant52045999530384054042.005802KH5913AutoBridge KH6010Phnom Penh6304A1B2';

describe('KHQR code', () => {
  it('draws the three finder patterns inside a four-module quiet zone', () => {
    const { d, size } = qrPath(PAYLOAD);
    const count = size - 8;
    // Versions are 21, 25, 29, … modules wide.
    expect((count - 21) % 4).toBe(0);
    const dark = (x: number, y: number) => d.includes(`M${x + 4} ${y + 4}h1v1h-1z`);
    for (const [x, y] of [
      [0, 0],
      [count - 7, 0],
      [0, count - 7],
    ] as const) {
      // A finder's outer ring is dark, the ring inside it light, its centre dark.
      expect(dark(x, y) && dark(x + 6, y + 6) && dark(x + 3, y + 3)).toBe(true);
      expect(dark(x + 1, y + 1)).toBe(false);
    }
    expect(d.includes('M0 0h1v1h-1z')).toBe(false);
  });

  it('grows with the payload and is labelled for screen readers', () => {
    expect(qrPath(PAYLOAD + PAYLOAD).size).toBeGreaterThan(qrPath(PAYLOAD).size);
    render(<KhqrCode payload={PAYLOAD} label="KHQR code to pay $42.00" />);
    expect(screen.getByRole('img', { name: 'KHQR code to pay $42.00' })).toBeInTheDocument();
  });
});
