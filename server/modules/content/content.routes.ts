// POST /api/contact-us/ (JSON or form, throttled per address) and GET /api/sales-team/.
import { createRoute } from '@hono/zod-openapi';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { inquiryCreateSchema, inquirySchema, salesTeamSchema } from '@/lib/contract/content';
import { createRouter } from '../../api/create-app';
import { requestMediaUrl } from '../../api/media-url';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { createInquiry, listSalesTeam } from './content.service';
import { json } from '../../api/openapi';

/** A visitor may send five inquiries in ten minutes from one address. */
export const CONTACT_THROTTLE = { scope: 'contact', limit: 5, windowSeconds: 600, by: 'ip' } as const;

const router = createRouter();

const contactRoute = createRoute({
  method: 'post',
  path: '/contact-us/',
  tags: ['content'],
  summary: 'Send an inquiry to the sales team',
  middleware: [throttle(CONTACT_THROTTLE)],
  request: { body: documentedBody(router.openAPIRegistry, inquiryCreateSchema) },
  responses: {
    201: json('Saved', inquirySchema),
    400: json('Invalid fields', fieldErrorsSchema),
    429: json('Too many inquiries', detailErrorSchema),
  },
});

const salesTeamRoute = createRoute({
  method: 'get',
  path: '/sales-team/',
  tags: ['content'],
  summary: 'The sales team, in display order',
  responses: {
    200: json('Sales people', salesTeamSchema),
  },
});

export const contentRouter = router
  .openapi(contactRoute, async (c) => {
    const input = await validBody(c, inquiryCreateSchema);
    return c.json(await createInquiry(c.get('db'), input, c.get('user')), 201);
  })
  .openapi(salesTeamRoute, async (c) => c.json(await listSalesTeam(c.get('db'), requestMediaUrl(c)), 200));
