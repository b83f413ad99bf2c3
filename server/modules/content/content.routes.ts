// POST /api/contact-us/ (JSON or form, throttled per address) and GET /api/sales-team/.
import { createRoute } from '@hono/zod-openapi';
import { detailErrorSchema, fieldErrorsSchema } from '@/lib/contract/common';
import { inquiryCreateSchema, inquirySchema, salesTeamSchema } from '@/lib/contract/content';
import { createRouter } from '../../api/create-app';
import { requestMediaUrl } from '../../api/media-url';
import { throttle } from '../../api/throttle';
import { documentedBody, validBody } from '../../api/validate';
import { createInquiry, listSalesTeam } from './content.service';

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
    201: { description: 'Saved', content: { 'application/json': { schema: inquirySchema } } },
    400: { description: 'Invalid fields', content: { 'application/json': { schema: fieldErrorsSchema } } },
    429: { description: 'Too many inquiries', content: { 'application/json': { schema: detailErrorSchema } } },
  },
});

const salesTeamRoute = createRoute({
  method: 'get',
  path: '/sales-team/',
  tags: ['content'],
  summary: 'The sales team, in display order',
  responses: {
    200: { description: 'Sales people', content: { 'application/json': { schema: salesTeamSchema } } },
  },
});

export const contentRouter = router
  .openapi(contactRoute, async (c) => {
    const input = await validBody(c, inquiryCreateSchema);
    return c.json(await createInquiry(c.get('db'), input, c.get('user')), 201);
  })
  .openapi(salesTeamRoute, async (c) => c.json(await listSalesTeam(c.get('db'), requestMediaUrl(c)), 200));
