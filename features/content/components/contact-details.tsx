// The Phnom Penh office's address, phone, e-mail and opening hours.
import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { contactInfo } from '@/components/layout/site-links';
import { contactLinks } from '@/lib/contact-links';

export function ContactDetails() {
  const { phone, phoneHref, telegramHref, whatsappHref } = contactLinks(process.env);
  const link = 'text-gray-700 hover:text-primary-700';
  return (
    <address className="space-y-6 not-italic">
      <div className="flex gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold text-gray-900">Phnom Penh office</p>
          <p className="text-gray-700">{contactInfo.address}</p>
        </div>
      </div>
      <div className="flex gap-3">
        <PhoneIcon className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold text-gray-900">Phone, Telegram and WhatsApp</p>
          <a href={phoneHref} className={link}>
            {phone}
          </a>
          <p className="mt-1 flex gap-4 text-sm">
            <a href={telegramHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-700">
              Telegram
            </a>
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary-700">
              WhatsApp
            </a>
          </p>
        </div>
      </div>
      <div className="flex gap-3">
        <MailIcon className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold text-gray-900">E-mail</p>
          <a href={`mailto:${contactInfo.email}`} className="text-gray-700 hover:text-primary-700">
            {contactInfo.email}
          </a>
        </div>
      </div>
      <div className="rounded-lg bg-gray-50 p-4">
        <p className="font-semibold text-gray-900">Opening hours</p>
        <p className="text-gray-700">Mon–Sat 8:00–17:30 (Cambodia time, UTC+7)</p>
        <p className="text-sm text-gray-500">
          Closed on Sundays and Cambodian public holidays. Messages sent outside these hours are answered the next
          working day.
        </p>
      </div>
    </address>
  );
}
