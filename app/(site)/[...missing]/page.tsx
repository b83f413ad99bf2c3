// Any address no route answers: a 404 inside the site layout, so the root not-found needs no chrome of its own (the
// root layout's not-found is part of every page's RSC payload, and a full navbar and footer there doubled it).
import { notFound } from 'next/navigation';

export default function MissingPage(): never {
  notFound();
}
