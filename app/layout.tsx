// Root layout: metadata template, global styles, the client providers and the session restored on load.
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { ContactLinksProvider } from '@/components/layout/contact-links-provider';
import { Providers } from '@/components/providers';
import { SessionBootstrap } from '@/features/auth/components/session-bootstrap';
import { brandName } from '@/lib/brand';
import { contactLinks } from '@/lib/contact-links';
import '@/styles/globals.css';

const brand = brandName();

export const metadata: Metadata = {
  title: { template: `%s - ${brand}`, default: `${brand} - Cars from the USA and Canada to Cambodia` },
  description:
    'Buy cars, classic and JDM cars, boats and parts from US and Canada dealers and auctions, shipped to Cambodia, and follow every step online.',
  applicationName: brand,
};

export const viewport: Viewport = { themeColor: '#d32f2f', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered per request: the CSP nonce set by proxy.ts must reach Next's own scripts (decision 004).
  await connection();
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        {/* The first tab stop of every page: past the navbar's menus to the page's own content (issue 20). */}
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-700 focus:shadow-lg focus:outline-2 focus:outline-primary"
        >
          Skip to main content
        </a>
        <Providers brand={brand}>
          <SessionBootstrap />
          {/* The office phone, Telegram and WhatsApp are the deployment's configuration, read here on the server. */}
          <ContactLinksProvider value={contactLinks(process.env)}>{children}</ContactLinksProvider>
        </Providers>
      </body>
    </html>
  );
}
