// Shown while a shippings page renders on the server (its records are fetched before the HTML is sent).
export default function ShippingsLoading() {
  return (
    <div role="status" aria-label="Loading your shipments" className="space-y-3 p-4 sm:p-6">
      <div className="h-8 w-48 animate-pulse rounded bg-gray-200" />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="h-14 animate-pulse rounded-xl bg-gray-200/70" />
      ))}
    </div>
  );
}
