// Tells the customer the team is away, with the message the server sent, until the automatic reply arrives.
export function OutOfHoursBanner({ message }: { message: string }) {
  return (
    <p role="status" className="border-b border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {message || 'Our team is outside working hours and will reply as soon as possible.'}
    </p>
  );
}
