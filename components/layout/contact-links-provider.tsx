'use client';
// The deployment's contact links (office phone, Telegram, WhatsApp, social pages) for every component, server-read
// by the root layout; without a provider (tests) the defaults.
import { createContext, useContext } from 'react';
import { contactLinks, type ContactLinks } from '@/lib/contact-links';

const ContactLinksContext = createContext<ContactLinks>(contactLinks({}));

export function ContactLinksProvider({ value, children }: { value: ContactLinks; children: React.ReactNode }) {
  return <ContactLinksContext.Provider value={value}>{children}</ContactLinksContext.Provider>;
}

export function useContactLinks(): ContactLinks {
  return useContext(ContactLinksContext);
}
