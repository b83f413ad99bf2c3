'use client';
// Large-screen car search: a search button that opens a box over the menu row; submitting goes to /cars.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';

/** `/cars?search=…`, or plain `/cars` for empty text (empty values never reach the URL). */
export function carSearchHref(text: string): string {
  const search = text.trim();
  return search ? `/cars?${new URLSearchParams({ search }).toString()}` : '/cars';
}

export function NavbarSearch() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.push(carSearchHref(text));
    setOpen(false);
  };

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Search cars"
        className="inline-flex h-9 items-center gap-2 rounded-full border border-gray-200 bg-gray-50 px-3 text-sm text-gray-500 transition hover:border-gray-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-primary"
      >
        <SearchIcon className="size-4" />
        <span aria-hidden="true" className="hidden min-[1600px]:inline">
          Search cars
        </span>
      </button>
    );
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      className="absolute inset-0 z-10 flex items-center gap-3 bg-white px-6"
    >
      <SearchIcon className="size-5 shrink-0 text-gray-400" />
      <label htmlFor="navbar-search" className="sr-only">
        Search cars
      </label>
      <input
        ref={inputRef}
        id="navbar-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by make, model or keyword, e.g. Toyota Camry"
        className="h-10 min-w-0 flex-1 border-0 bg-transparent text-base text-gray-900 placeholder:text-gray-400 focus:outline-none"
      />
      <button
        type="submit"
        className="h-9 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Search
      </button>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label="Close search"
        className="rounded-full p-2 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <CloseIcon className="size-5" />
      </button>
    </form>
  );
}
