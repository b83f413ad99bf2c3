// The frame of every auth page: a centred card with the heading, a short lead, the form and links below it.
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <section className="flex flex-1 items-start justify-center bg-gray-50 px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
        {lead && <p className="mt-2 text-sm leading-relaxed text-gray-600">{lead}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 space-y-2 border-t border-gray-100 pt-5 text-sm text-gray-600">{footer}</div>}
      </div>
    </section>
  );
}

export const linkClass = 'font-semibold text-primary hover:text-primary-700 hover:underline';
