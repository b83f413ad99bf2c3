// MSW handlers for the content endpoints (contact form, sales team, home page sections), used with server.use(...).
import { http, HttpResponse } from 'msw';
import type { InquiryCreate, SalesPerson } from '@/lib/contract/content';

/** POST /api/contact-us/ answering 201; every request body is pushed into `received`. */
export function contactUsCreated(received: unknown[] = []) {
  return http.post('*/api/contact-us/', async ({ request }) => {
    const body = (await request.json()) as InquiryCreate;
    received.push(body);
    return HttpResponse.json(
      { id: received.length, phone: '', ...body, created_at: '2026-11-20T09:30:00Z' },
      { status: 201 },
    );
  });
}

/** POST /api/contact-us/ answering with an error status and body, like DRF. */
export function contactUsRejected(status: number, body: Record<string, unknown> | null) {
  return http.post('*/api/contact-us/', () =>
    body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
  );
}

export const salesTeamFixture: SalesPerson[] = [
  {
    id: 1,
    name: 'Sokha Chan',
    position: 'Automotive Manager',
    photo: '/media/sales-team/sokha-chan.jpg',
    phone: '+855 12 345 678',
    email: 'sokha@autobridge.com.kh',
    languages: 'Khmer, English',
  },
  {
    id: 2,
    name: 'Dara Lim',
    position: 'Advisor',
    photo: '',
    phone: '',
    email: 'dara@autobridge.com.kh',
    languages: 'Khmer, English, Chinese',
  },
];

export function salesTeamOk(team: SalesPerson[] = salesTeamFixture) {
  return http.get('*/api/sales-team/', () => HttpResponse.json(team));
}

export function salesTeamFailing() {
  return http.get('*/api/sales-team/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 }));
}

export function featuredCarsFailing() {
  return http.get('*/api/cars/selling-type/:type/filter/', () =>
    HttpResponse.json({ detail: 'Server error.' }, { status: 500 }),
  );
}

/** GET /api/cars/selling-type/featured%20car/filter/ with the given cards; requests for other types get 404. */
export function featuredCarsOk(results: unknown[]) {
  return http.get('*/api/cars/selling-type/:type/filter/', ({ params }) =>
    params.type === 'featured car'
      ? HttpResponse.json({ count: results.length, next: null, previous: null, results })
      : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
  );
}
