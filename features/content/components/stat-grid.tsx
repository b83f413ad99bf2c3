// A row of headline numbers (value and what it counts).
export interface Stat {
  value: string;
  label: string;
}

export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 text-center shadow-sm"
        >
          <dt className="order-2 text-sm text-gray-600">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
