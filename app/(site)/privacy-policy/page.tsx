// /privacy-policy: what personal data the service collects, why, who receives it and the customer's rights.
import type { Metadata } from 'next';
import Link from 'next/link';
import { contactInfo } from '@/components/layout/site-links';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { brandName } from '@/lib/brand';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description:
    'How we collect, use, share and protect your personal data when you buy, ship or import a vehicle with us.',
};

export default function PrivacyPolicyPage() {
  const brand = brandName();
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={
        <>
          <p>
            This policy explains what personal data {brand} collects when you use this website, your dashboard and our
            vehicle purchasing, shipping and import services, what we do with it and the choices you have.
          </p>
          <p className="mt-2 text-sm text-gray-400">Last updated: 1 November 2026</p>
        </>
      }
    >
      <ContentSection title="1. Who we are">
        <p>
          {brand} is operated from our office at {contactInfo.address}. We are responsible for the personal data
          described in this policy. Questions about it can be sent to{' '}
          <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>.
        </p>
      </ContentSection>

      <ContentSection title="2. The data we collect">
        <ul>
          <li>
            <strong>Account data:</strong> your name, e-mail address, phone number, password (stored only as a secure
            hash) and whether you have a personal or Business Account.
          </li>
          <li>
            <strong>Purchase and import data:</strong> the vehicles you buy, bid on or save, invoices and payments, and
            the documents customs requires, such as a copy of your national ID card or passport and, for businesses,
            your company registration.
          </li>
          <li>
            <strong>Shipping data:</strong> towing, warehouse, container, booking and delivery records, including photos
            of your vehicle.
          </li>
          <li>
            <strong>Messages:</strong> the chats, notes, photos, voice messages and documents you exchange with our
            team, and the contact forms you send.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser type and the pages you request, kept in server
            logs to keep the service secure and working.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="3. Why we use it">
        <ul>
          <li>To buy, transport, clear through customs and deliver the vehicles and parts you order.</li>
          <li>To show you the progress of each order in your dashboard and answer your questions.</li>
          <li>To invoice you, record your payments and keep the accounts the law requires.</li>
          <li>To verify your e-mail address or phone number and protect your account against misuse.</li>
          <li>
            To send you service messages about your orders. We send offers only if you ask us to, and you can stop them
            at any time.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="4. Who we share it with">
        <p>We share only what each party needs to do its part of your order:</p>
        <ul>
          <li>auctions and dealers we buy from on your behalf;</li>
          <li>towing carriers, warehouses, shipping lines and freight forwarders;</li>
          <li>
            customs brokers and the General Department of Customs and Excise of Cambodia, and US export authorities;
          </li>
          <li>banks and payment providers that process your payments;</li>
          <li>vehicle history report providers when you order a report for a VIN;</li>
          <li>authorities when the law requires it.</li>
        </ul>
        <p>We never sell your personal data.</p>
      </ContentSection>

      <ContentSection title="5. International transfers">
        <p>
          Because your vehicle is bought and shipped from the United States or Canada, some of your data is processed
          there by our partners. We share only what is needed for the shipment and expect the same care from them as we
          take ourselves.
        </p>
      </ContentSection>

      <ContentSection title="6. How long we keep it">
        <p>
          We keep account data while your account is open. Purchase, payment and customs records are kept for as long as
          accounting and customs rules require, normally up to ten years. Chat messages are kept for the life of your
          account so the history of each order stays complete. Server logs are deleted after 90 days.
        </p>
      </ContentSection>

      <ContentSection title="7. Cookies">
        <p>
          We use one essential cookie, <code>token</code>, to keep you signed in, and the browser&apos;s local storage
          to remember your dashboard filters. We do not use advertising or third-party tracking cookies.
        </p>
      </ContentSection>

      <ContentSection title="8. Security">
        <p>
          Data travels over encrypted connections, passwords are hashed, and access to customer records is limited to
          the staff who handle your orders. No system is perfectly secure; if a breach affects you, we will tell you
          promptly.
        </p>
      </ContentSection>

      <ContentSection title="9. Your rights">
        <p>
          You can ask to see the personal data we hold about you, correct it, receive a copy, or have it deleted when we
          no longer need to keep it by law. Write to <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a> or
          use the <Link href="/contact-us">contact form</Link>; we answer within 30 days.
        </p>
      </ContentSection>

      <ContentSection title="10. Children">
        <p>Our services are for adults. We do not knowingly collect data from anyone under 18.</p>
      </ContentSection>

      <ContentSection title="11. Changes to this policy">
        <p>
          When we change this policy we update the date at the top, and we tell account holders by e-mail about any
          important change before it applies.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
