// The list of problems at the top of a form (spec §8), announced to screen readers.
export function FormAlert({ title, messages }: { title: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-primary-200 bg-primary-50 p-4 text-sm text-primary-900">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** A success or information panel in place of (or above) a form. */
export function FormNotice({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-sm text-green-900">
      {children}
    </div>
  );
}
