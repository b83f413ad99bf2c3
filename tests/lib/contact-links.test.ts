// Contact links come from the environment: the office number everywhere, Telegram and WhatsApp chats, social pages.
import { describe, expect, it } from 'vitest';
import { contactLinks } from '@/lib/contact-links';

describe('contactLinks', () => {
  it('defaults to the office number, its Telegram and WhatsApp chats, and no social pages of its own', () => {
    const links = contactLinks({});
    expect(links).toMatchObject({
      phone: '+855 23 888 168',
      phoneHref: 'tel:+85523888168',
      telegramHref: 'https://t.me/+85523888168',
      whatsappHref: 'https://wa.me/85523888168',
    });
    expect(links.social).toEqual([{ label: 'Telegram', href: 'https://t.me/+85523888168' }]);
  });

  it('reads the phone, Telegram username, WhatsApp number and pages from the environment', () => {
    const links = contactLinks({
      CONTACT_PHONE: '017 217 919',
      CONTACT_TELEGRAM: '@autobridge_kh',
      CONTACT_WHATSAPP: '+855 96 234 5678',
      CONTACT_FACEBOOK: 'https://www.facebook.com/autobridge.kh',
      CONTACT_YOUTUBE: 'not a url',
    });
    expect(links.phone).toBe('+855 17 217 919');
    expect(links.phoneHref).toBe('tel:+85517217919');
    expect(links.telegramHref).toBe('https://t.me/autobridge_kh');
    expect(links.whatsappHref).toBe('https://wa.me/855962345678');
    expect(links.social.map((link) => link.label)).toEqual(['Facebook', 'Telegram']);
  });
});
