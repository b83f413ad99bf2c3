// A record page opened without its id (the spec's `/edit/{id?}`, `/note/{id?}`): what to do instead.
import Link from 'next/link';

interface ChooseRecordProps {
  title: string;
  /** "loading record" */
  what: string;
  /** What the record's page offers: "Edit", "Notes". */
  action: string;
  listHref: string;
}

export function ChooseRecord({ title, what, action, listHref }: ChooseRecordProps) {
  return (
    <div className="p-4 sm:p-6">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">{title}</h1>
      <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <p className="font-semibold text-gray-900">Choose a {what} first.</p>
        <p className="mt-1 text-gray-600">
          Open a {what} from the list, then choose {action}.
        </p>
        <Link href={listHref} className="mt-3 inline-block font-semibold text-primary-700 hover:underline">
          Go to the {what}s
        </Link>
      </div>
    </div>
  );
}
