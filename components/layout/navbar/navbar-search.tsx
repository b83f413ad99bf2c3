'use client';
// Large-screen car search: a search button that opens a box over the menu row; submitting goes to /cars.
// The app may pass a richer box (car-name suggestions) through `renderBox`; the plain one stands in while it loads.
import { useRouter } from 'next/navigation';
import { Suspense, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';

/** `/cars?search=…`, or plain `/cars` for empty text (empty values never reach the URL). */
export function carSearchHref(text: string): string {
  const search = text.trim();
  return search ? `/cars?${new URLSearchParams({ search }).toString()}` : '/cars';
}

/** What a search box in the navbar gets: its text, where to go, and the look of the plain box. */
export interface SearchBoxProps {
  id: string;
  className: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Submits the typed words (goes to /cars?search=…). */
  submitText: () => void;
  /** Leaves the search for another address (e.g. a suggestion's). */
  go: (href: string) => void;
}

interface NavbarSearchProps {
  renderBox?: (props: SearchBoxProps) => ReactNode;
  /** The search is about to be used (pointer over or focus on the button): a chance to load `renderBox`'s code. */
  onIntent?: () => void;
}

const INPUT_ID = 'navbar-search';

export function NavbarSearch({ renderBox, onIntent }: NavbarSearchProps = {}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  const go = (href: string) => {
    router.push(href);
    setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(carSearchHref(text));
  };

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
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

  const boxProps: SearchBoxProps = {
    id: INPUT_ID,
    className:
      'h-10 min-w-0 flex-1 border-0 bg-transparent text-base text-gray-900 placeholder:text-gray-400 focus:outline-none',
    placeholder: 'Search by make, model or keyword, e.g. Toyota Camry',
    text,
    onTextChange: setText,
    submitText: () => go(carSearchHref(text)),
    go,
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      className="absolute inset-0 z-10 flex items-center gap-3 bg-white px-6"
    >
      <SearchIcon className="size-5 shrink-0 text-gray-400" />
      <label htmlFor={INPUT_ID} className="sr-only">
        Search cars
      </label>
      <Suspense fallback={<PlainSearchBox {...boxProps} />}>
        {renderBox ? renderBox(boxProps) : <PlainSearchBox {...boxProps} />}
      </Suspense>
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

function PlainSearchBox({ id, className, placeholder, text, onTextChange }: SearchBoxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <input
      ref={inputRef}
      id={id}
      type="search"
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
      placeholder={placeholder}
      className={className}
    />
  );
}
