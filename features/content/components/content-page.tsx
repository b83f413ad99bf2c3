// Frame of an information page: a dark header with the title and intro, then the page's sections.
import type { ReactNode } from 'react';

interface ContentPageProps {
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

export function ContentPage({ eyebrow, title, intro, children }: ContentPageProps) {
  return (
    <article>
      <header className="bg-linear-to-br from-gray-950 via-gray-900 to-primary-900 text-white focus-ring-light">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <div className="mt-4 max-w-3xl text-lg leading-relaxed text-gray-200">{intro}</div>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-14 px-4 py-12">{children}</div>
    </article>
  );
}
