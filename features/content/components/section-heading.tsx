// Title row of a home page section, with an optional "see all" link on the right.
import Link from 'next/link';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  link?: { href: string; label: string };
}

export function SectionHeading({ id, title, subtitle, link }: SectionHeadingProps) {
  return (
    <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-gray-600">{subtitle}</p>}
      </div>
      {link && (
        <Link href={link.href} className="shrink-0 font-semibold text-primary-700 hover:underline">
          {link.label} →
        </Link>
      )}
    </div>
  );
}
