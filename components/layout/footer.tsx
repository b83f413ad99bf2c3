// The default layout's footer: brand blurb, link columns, contact details, social links and the copyright line.
import Link from 'next/link';
import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, TelegramIcon, YoutubeIcon } from '@/components/ui/icons';
import { contactLinks } from '@/lib/contact-links';
import { ContactAddress } from './contact-address';
import { footerColumns } from './site-links';

const socialIcons: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  Facebook: FacebookIcon,
  YouTube: YoutubeIcon,
  Instagram: InstagramIcon,
  Telegram: TelegramIcon,
};

export function Footer({ brand }: { brand: string }) {
  const year = new Date().getFullYear();
  const socialLinks = contactLinks(process.env).social;
  return (
    <footer data-site-footer className="mt-auto bg-gray-950 text-gray-400 focus-ring-light">
      <div className="mx-auto grid max-w-[1440px] gap-10 px-4 py-14 sm:grid-cols-2 md:grid-cols-[1.4fr_1fr_1fr_1fr] md:px-6 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1.4fr]">
        <div className="sm:col-span-2 md:col-span-4 lg:col-span-1">
          <p className="text-xl font-extrabold tracking-tight text-white">{brand}</p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Cars, classic and JDM cars, boats and parts from trusted US and Canada dealers and auctions, shipped to
            Cambodia. Follow every step, from purchase to towing, warehouse, container and delivery, online.
          </p>
          <ul className="mt-5 flex gap-2">
            {socialLinks.map((link) => {
              const Icon = socialIcons[link.label] ?? FacebookIcon;
              return (
                <li key={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    className="flex size-9 items-center justify-center rounded-full bg-white/5 text-gray-300 ring-1 ring-white/10 transition hover:bg-primary hover:text-white"
                  >
                    <Icon className="size-4.5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <p className="text-sm font-semibold text-white">{column.label}</p>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="transition hover:text-white">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="sm:col-span-2 md:col-span-4 lg:col-span-1">
          <p className="text-sm font-semibold text-white">Contact Us</p>
          <ContactAddress tone="dark" className="mt-4" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1440px] flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:items-center sm:justify-between md:px-6">
          <p>
            © {year} {brand}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link href="/privacy-policy" className="hover:text-white">
              Privacy Policy
            </Link>
            <Link href="/contact-us" className="hover:text-white">
              Contact
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
