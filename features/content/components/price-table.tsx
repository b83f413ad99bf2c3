// A small table of prices in USD with notes, for fee and pricing guides.
export interface PriceRow {
  item: string;
  price: string;
  note?: string;
}

export function PriceTable({ caption, rows }: { caption: string; rows: PriceRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-gray-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Item
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              Price (USD)
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold xs:table-cell">
              Notes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => (
            <tr key={row.item}>
              <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                {row.item}
                {row.note && <span className="mt-1 block font-normal text-gray-500 xs:hidden">{row.note}</span>}
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-gray-900">{row.price}</td>
              <td className="hidden px-4 py-3 text-gray-600 xs:table-cell">{row.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
