'use client';
// Large-screen car search: a search button that opens a box over the menu row; submitting goes to /cars.
// The app may pass a richer box (car-name suggestions) through `renderBox`; the plain one stands in while it loads.
// Escape or the close button puts focus back on the search button; focus moving out of the box (to the links it
// covers) or a press outside closes it too.
import { useRouter } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';

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
  // Whether closing hands the focus back to the search button (rendered again once the box is gone).
  const [refocus, setRefocus] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setRefocus(returnFocus);
    setOpen(false);
  }, []);
  const dismiss = useCallback((reason: 'escape' | 'outside') => close(reason === 'escape'), [close]);
  useDismiss(open, { inside: [formRef], onDismiss: dismiss });
  useEffect(() => {
    if (!open && refocus) buttonRef.current?.focus();
  }, [open, refocus]);

  const go = (href: string) => {
    router.push(href);
    close(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(carSearchHref(text));
  };

  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setRefocus(false);
          setOpen(true);
        }}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-label="Search cars"
        className="inline-flex h-9 items-center gap-2 rounded-full border border-gray-200 bg-gray-50 px-3 text-sm text-gray-500 transition hover:border-gray-300 hover:bg-white"
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
    className: 'h-10 min-w-0 flex-1 border-0 bg-transparent text-base text-gray-900 placeholder:text-gray-400',
    placeholder: 'Search by make, model or keyword, e.g. Toyota Camry',
    text,
    onTextChange: setText,
    submitText: () => go(carSearchHref(text)),
    go,
  };

  return (
    <form
      ref={formRef}
      role="search"
      onSubmit={submit}
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
        className="h-9 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-700"
      >
        Search
      </button>
      <button
        type="button"
        onClick={() => close(true)}
        aria-label="Close search"
        className="rounded-full p-2 text-gray-500 hover:bg-gray-100"
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
