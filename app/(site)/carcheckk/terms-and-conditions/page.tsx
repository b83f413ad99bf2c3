// /carcheckk/terms-and-conditions: the terms of buying a vehicle history report (AutoCheck, Carfax, Window Sticker).
import type { Metadata } from 'next';
import Link from 'next/link';
import { contactInfo } from '@/components/layout/site-links';
import { contactLinks } from '@/lib/contact-links';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { brandName } from '@/lib/brand';

export const metadata: Metadata = {
  title: 'Report Terms and Conditions',
  description:
    'The terms that apply to AutoCheck, Carfax and Window Sticker reports ordered through our site: what a report is, payment, refunds and sample reports.',
};

export default function CarcheckkTermsAndConditionsPage() {
  const brand = brandName();
  const office = contactLinks(process.env);
  return (
    <ContentPage
      eyebrow="Vehicle history reports"
      title="Report Terms and Conditions"
      intro={
        <>
          <p>
            These terms apply when you order an AutoCheck, Carfax or Window Sticker report from {brand}. By paying for a
            report you accept them.
          </p>
          <p className="mt-2 text-sm text-gray-400">Last updated: 25 November 2026</p>
        </>
      }
    >
      <ContentSection title="1. What a report is">
        <p>
          A vehicle history report is a summary of the records that a report provider holds for one Vehicle
          Identification Number (VIN): title brands, reported accidents and damage, owners, odometer readings, service
          events and, for a Window Sticker, the equipment and price the car left the factory with. {brand} passes the
          provider&apos;s records on to you; we do not create, check or correct them.
        </p>
        <p>
          A report only contains what was reported to the provider. Accidents that were never reported to an insurer or
          the police, repairs paid in cash and readings never recorded will not appear. A clean report is not a
          guarantee of the car&apos;s condition: have the car inspected before you pay for it, and ask us about an
          inspection if the car is far away.
        </p>
      </ContentSection>

      <ContentSection title="2. Sample reports">
        <p>
          Until a report provider is connected for a report type, the report you receive is a{' '}
          <strong>sample report</strong>: generated for the VIN you entered, with the year, make and model decoded from
          the VIN where possible and an invented history. Every page of a sample report says so in a visible
          &ldquo;Sample report&rdquo; marking. A sample report is for trying the service and must not be used to decide
          on a purchase, to sell a car or to show to anyone as a real history.
        </p>
      </ContentSection>

      <ContentSection title="3. The VIN you enter">
        <ul>
          <li>
            You are responsible for entering the right VIN. We check that it has 17 characters and a valid check digit,
            which catches most typing mistakes but not a valid VIN of another car.
          </li>
          <li>
            Copy the VIN from the car itself (the dashboard plate seen through the windscreen or the driver&apos;s door
            pillar) or from its title, not only from an advertisement.
          </li>
          <li>Japanese chassis numbers have no check digit and are not covered by these US report providers.</li>
        </ul>
      </ContentSection>

      <ContentSection title="4. Prices and payment">
        <ul>
          <li>
            Prices are shown in US dollars before you pay, for each report type and VIN. The price you see when you
            press Buy is the price you pay.
          </li>
          <li>
            You can pay by card or by KHQR from any Cambodian bank app. Each order is charged at most once: if your
            connection drops or you press the button twice, the payment is not repeated.
          </li>
          <li>If a card is declined nothing is charged; you can try again with another card or pay by KHQR.</li>
          <li>We do not store your full card number; the payment provider handles the card details.</li>
        </ul>
      </ContentSection>

      <ContentSection title="5. Delivery and keeping your reports">
        <p>
          A paid report is delivered on the confirmation page and stays in{' '}
          <Link href="/car-reports/">your Car Reports</Link> for as long as you have an account with us. You can open it
          again at any time at no charge, print it or save it as a PDF. A report shows the history as it was on the day
          it was produced; buy a new report for newer records.
        </p>
      </ContentSection>

      <ContentSection title="6. Refunds">
        <ul>
          <li>
            If the provider has no record for the VIN, we tell you before you pay and you will not be charged. If a paid
            report cannot be delivered, we refund the full price to the same card or bank account within 10 working
            days.
          </li>
          <li>
            A report that was delivered cannot be refunded because the VIN was entered wrongly or because you changed
            your mind, since the information has already been provided.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="7. Personal use">
        <p>
          Reports are for your own decision about buying a vehicle. You may show a report to the seller, your bank or
          your insurer, but you may not resell reports, publish them or collect them into a database.
        </p>
      </ContentSection>

      <ContentSection title="8. Liability">
        <p>
          The providers and {brand} take care to pass records on accurately, but we are not liable for errors or gaps in
          the records of third parties, or for a decision you take on the basis of a report. Nothing in these terms
          limits the rights you have under Cambodian consumer protection law.
        </p>
      </ContentSection>

      <ContentSection title="9. Questions">
        <p>
          Write to <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>, call{' '}
          <a href={office.phoneHref}>{office.phone}</a> or visit us at {contactInfo.address}. Tell us the order number
          shown on your confirmation.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
