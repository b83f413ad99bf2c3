// The KHQR payment string as a QR code a bank app can scan: one SVG path of dark modules inside the four-module
// quiet zone QR readers need, black on white whatever the page's colours. Drawn from the payload, no image request.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

/** The dark modules as one SVG path (a 1×1 square per module), and the side with the quiet zone. */
export function qrPath(payload: string): { d: string; size: number } {
  const code = qrcode(0, 'M');
  code.addData(payload, 'Byte');
  code.make();
  const count = code.getModuleCount();
  let d = '';
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (code.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { d, size: count + QUIET_ZONE * 2 };
}

export function KhqrCode({ payload, label }: { payload: string; label: string }) {
  const { d, size } = useMemo(() => qrPath(payload), [payload]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-56 max-w-full rounded-md border border-gray-300 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
