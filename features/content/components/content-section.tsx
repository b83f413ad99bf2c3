// One titled section of an information page, with readable defaults for its paragraphs, lists and links.
import type { ReactNode } from 'react';

interface ContentSectionProps {
  title: string;
  id?: string;
  children: ReactNode;
}

export function ContentSection({ title, id, children }: ContentSectionProps) {
  return (
    <section id={id} className="scroll-mt-24">
      <h2 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h2>
      <div className="mt-4 space-y-4 leading-relaxed text-gray-700 [&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline-offset-2 [&_a:hover]:underline [&>ol:not([class])]:list-decimal [&>ol:not([class])]:space-y-2 [&>ol:not([class])]:pl-6 [&>ul:not([class])]:list-disc [&>ul:not([class])]:space-y-2 [&>ul:not([class])]:pl-6">
        {children}
      </div>
    </section>
  );
}
