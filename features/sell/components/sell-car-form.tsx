'use client';
// The sell form for whoever is on the page: a signed-in user gets their name, phone and e-mail filled in.
import { selectVisibleUser, useAuthStore } from '@/stores/use-auth-store';
import { SellForm } from './sell-form';

export function SellCarForm() {
  const user = useAuthStore(selectVisibleUser);
  if (!user) return <SellForm key="visitor" />;
  const name = `${user.first_name} ${user.last_name}`.trim();
  // Keyed by user so the defaults apply when the session is restored after the first render.
  return <SellForm key={user.id} signedIn defaults={{ name, phone: user.phone ?? '', email: user.email }} />;
}
