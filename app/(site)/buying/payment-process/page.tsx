// /buying/payment-process: when and how customers pay for a purchase, shipping and import, in USD.
import type { Metadata } from 'next';
import { BuyingGuideNav } from '@/features/content/components/buying-guide-nav';
import { Callout } from '@/features/content/components/callout';
import { ContentCta } from '@/features/content/components/content-cta';
import { ContentPage } from '@/features/content/components/content-page';
import { ContentSection } from '@/features/content/components/content-section';
import { PriceTable } from '@/features/content/components/price-table';
import { StepList } from '@/features/content/components/step-list';

export const metadata: Metadata = {
  title: 'Payment Process',
  description:
    'What you pay and when: deposit, purchase invoice, towing and shipping, Cambodian customs and import taxes. Bank transfer in USD, step by step.',
};

const steps = [
  {
    title: 'Deposit',
    body: 'Before we bid or reserve a car you pay a deposit: 10% of your maximum bid (at least $1,000) for auctions, $500 to $1,000 for dealers. It is part of the final price, or refunded if we do not buy the car.',
  },
  {
    title: 'Purchase invoice',
    body: 'When the car is bought you receive an invoice for the car price, the auction or dealer fees and our service fee, minus your deposit. Pay it within 2 business days by international wire transfer.',
  },
  {
    title: 'Towing and shipping invoice',
    body: 'When the car is loaded into a container you receive the invoice for towing, warehouse handling, loading and ocean freight, with the loading photos and the container number.',
  },
  {
    title: 'Customs and import taxes',
    body: 'When the container reaches Sihanoukville, customs assesses the car. You receive the exact tax amount from the customs assessment plus clearance and port charges, and pay before the car is released.',
  },
  {
    title: 'Delivery and final balance',
    body: 'After delivery to Phnom Penh, your balance report in the dashboard shows every invoice and payment for the car and a zero balance.',
  },
];

const methods = [
  {
    item: 'International wire transfer (SWIFT)',
    price: 'Sender bank: $15 – $50',
    note: 'For the purchase invoice; paid to our US account. Allow 1–3 business days.',
  },
  {
    item: 'Local bank transfer in Cambodia',
    price: 'Usually free',
    note: 'For shipping, customs and services; ABA, ACLEDA or Canadia Bank.',
  },
  {
    item: 'Payment at the Phnom Penh office',
    price: 'Free',
    note: 'By bank card or transfer at the counter, Mon–Sat 8:00–17:30.',
  },
];

export default function BuyingPaymentProcessPage() {
  return (
    <ContentPage
      eyebrow="Ordering process"
      title="Payment process"
      intro="You pay in stages, each when the matching work is done, and every amount is in US dollars. Your dashboard shows each invoice, each payment and what is still due."
    >
      <BuyingGuideNav current="/buying/payment-process" />

      <ContentSection title="What you pay, and when">
        <StepList steps={steps} />
      </ContentSection>

      <ContentSection title="How to pay">
        <PriceTable caption="Payment methods and their bank charges" rows={methods} />
        <ul>
          <li>Always write the invoice number and the last 6 digits of the VIN in the payment reference.</li>
          <li>
            Intermediary banks may deduct $10 to $30 from international transfers; choose “OUR” charges so the full
            amount arrives.
          </li>
          <li>We do not accept cash for vehicle purchases.</li>
        </ul>
      </ContentSection>

      <ContentSection title="Import taxes are estimates">
        <p>
          Cambodian import taxes are layered: customs duty, special tax and 10% VAT, each calculated on the value that
          customs assesses, which depends on the model, engine size and age of the car. The estimate we give you before
          purchase uses the current rates, but the final amount is set by the General Department of Customs and Excise
          at arrival.
        </p>
      </ContentSection>

      <Callout tone="warning" title="Protect yourself from payment fraud">
        We never change our bank details by e-mail or chat. If you receive new bank details, call the Phnom Penh office
        before paying.
      </Callout>

      <ContentCta
        title="Want a full estimate?"
        text="Tell us the car you are looking at and we will send a written estimate of every stage in USD."
      />
    </ContentPage>
  );
}
