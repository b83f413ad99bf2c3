// Root layout: metadata template, global styles and the client providers.
import type { Metadata, Viewport } from 'next';
import '@/styles/globals.css';

const brand = process.env.BRAND_NAME || 'AutoBridge';

export const metadata: Metadata = {
  title: { template: `%s - ${brand}`, default: `${brand} - Cars from the USA and Canada to Cambodia` },
  description:
    'Buy cars, classic and JDM cars, boats and parts from US and Canada dealers and auctions, shipped to Cambodia, and follow every step online.',
  applicationName: brand,
};

export const viewport: Viewport = { themeColor: '#d32f2f', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
