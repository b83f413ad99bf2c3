// What the sell service is: we sell the car for you in Cambodia or buy it ourselves, and how it goes.
const STEPS = [
  {
    title: 'Tell us about the car',
    text: 'Year, make, model, mileage, where it is and a few photos. It takes two minutes.',
  },
  {
    title: 'We call you',
    text: 'Within one working day our Phnom Penh team calls with a price estimate and the options.',
  },
  {
    title: 'Sold or bought',
    text: 'We list it with our buyers across Cambodia, or buy it from you outright and pay the same week.',
  },
];

export function SellIntro() {
  return (
    <section aria-labelledby="sell-how" className="grid gap-6 md:grid-cols-2">
      <div className="space-y-3 text-gray-700">
        <h2 id="sell-how" className="text-xl font-bold text-gray-900">
          Two ways to sell
        </h2>
        <p>
          <strong className="text-gray-900">We sell it for you.</strong> Your car goes in front of the buyers who
          already come to us for imported and local cars. We handle the viewings, the paperwork and the transfer at the
          registration office.
        </p>
        <p>
          <strong className="text-gray-900">We buy it.</strong> Want it done this week? We make you a firm offer after a
          short inspection in Phnom Penh and pay on the day the papers are signed.
        </p>
        <p className="text-sm">
          Is the car still in the United States? Tell us the state: we can sell it here after shipping it over.
        </p>
      </div>
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-lg border border-gray-200 bg-white p-4">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-gray-900">{step.title}</p>
              <p className="text-sm text-gray-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
