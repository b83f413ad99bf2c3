// The odometer readings of a report as a small inline SVG line chart (no chart library): mileage up the side, dates
// along the bottom, one dot per reading; a reading lower than the one before it (a possible rollback) is drawn red.
// The readings are also listed in the report's table, so the chart is an image with a summary for screen readers.

export interface OdometerPoint {
  date: string;
  mileage: number;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 36, left: 64 };
const plain = new Intl.NumberFormat('en-US');

/** A round upper bound for the mileage axis: 1, 2 or 5 times a power of ten, at or above `max`. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

const year = (date: string) => date.slice(0, 4);

export function OdometerChart({ readings }: { readings: OdometerPoint[] }) {
  const points = [...readings].sort((a, b) => a.date.localeCompare(b.date));
  if (points.length === 0) return null;
  const times = points.map((p) => Date.parse(p.date));
  const first = times[0]!;
  const span = Math.max(times.at(-1)! - first, 1);
  const top = niceCeiling(Math.max(...points.map((p) => p.mileage)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (t: number) => PAD.left + (points.length === 1 ? innerW / 2 : ((t - first) / span) * innerW);
  const y = (m: number) => PAD.top + innerH - (m / top) * innerH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(times[i]!).toFixed(1)},${y(p.mileage).toFixed(1)}`);
  const last = points.at(-1)!;
  const summary = `Odometer readings from ${year(points[0]!.date)} to ${year(last.date)}: ${points.length} ${
    points.length === 1 ? 'reading' : 'readings'
  }, last ${plain.format(last.mileage)} miles.`;
  // Year labels: the first and last, and those in between when there is room for them.
  const labelled = new Set([0, points.length - 1]);
  if (points.length > 2) labelled.add(Math.floor((points.length - 1) / 2));

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      className="h-auto w-full max-w-3xl text-gray-400"
      preserveAspectRatio="xMidYMid meet"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke="currentColor"
            strokeOpacity={0.3}
          />
          <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize={12} fill="#4b5563">
            {plain.format(tick)}
          </text>
        </g>
      ))}
      {[...labelled].map((i) => (
        <text key={i} x={x(times[i]!)} y={HEIGHT - 12} textAnchor="middle" fontSize={12} fill="#4b5563">
          {year(points[i]!.date)}
        </text>
      ))}
      <path d={path.join(' ')} fill="none" stroke="#b91c1c" strokeWidth={2.5} strokeLinejoin="round" />
      {points.map((p, i) => {
        const rollback = i > 0 && p.mileage < points[i - 1]!.mileage;
        return (
          <circle
            key={`${p.date}-${i}`}
            cx={x(times[i]!)}
            cy={y(p.mileage)}
            r={rollback ? 6 : 4}
            fill={rollback ? '#dc2626' : '#ffffff'}
            stroke="#b91c1c"
            strokeWidth={2}
          />
        );
      })}
    </svg>
  );
}
