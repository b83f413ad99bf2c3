// Shown while a summary report page renders on the server (its records are fetched before the HTML is sent).
export default function SummaryReportLoading() {
  return (
    <div role="status" aria-label="Loading the summary report" className="space-y-3 p-4 sm:p-6">
      <div className="h-8 w-56 animate-pulse rounded bg-gray-200" />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="h-14 animate-pulse rounded-xl bg-gray-200/70" />
      ))}
    </div>
  );
}
