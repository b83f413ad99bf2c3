'use client';
// The office's address, phone and e-mail as one block, on a dark (footer) or light (mega-menu) background.
import clsx from 'clsx';
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { useContactLinks } from './contact-links-provider';
import { contactInfo } from './site-links';

export function ContactAddress({ tone, className }: { tone: 'dark' | 'light'; className?: string }) {
  const icon = clsx('size-4 shrink-0', tone === 'dark' ? 'text-primary-400' : 'text-primary');
  const { phone, phoneHref } = useContactLinks();
  const link = clsx('flex items-center gap-2.5', tone === 'dark' ? 'hover:text-white' : 'hover:text-primary');
  return (
    <address className={clsx('space-y-3 text-sm not-italic', className)}>
      <p className="flex gap-2.5">
        <MapPinIcon className={clsx(icon, 'mt-0.5')} />
        {contactInfo.address}
      </p>
      <a href={phoneHref} className={link}>
        <PhoneIcon className={icon} />
        {phone}
      </a>
      <a href={`mailto:${contactInfo.email}`} className={link}>
        <MailIcon className={icon} />
        {contactInfo.email}
      </a>
    </address>
  );
}
