// Shown while a car order renders on the server (the record is fetched before the HTML is sent).
export default function CarSaleLoading() {
  return (
    <div role="status" aria-label="Loading the car order" className="space-y-3 p-4 sm:p-6">
      <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
      <div className="h-40 animate-pulse rounded-xl bg-gray-200/70" />
      <div className="h-64 animate-pulse rounded-xl bg-gray-200/70" />
    </div>
  );
}
