// One query parameter of a page's searchParams as a string ('' when absent; the first when repeated).
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function searchParam(searchParams: SearchParams, name: string): Promise<string> {
  const value = (await searchParams)[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
