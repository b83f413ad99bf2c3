// Hands every /api/* request to the portal API (Hono).
import { handle } from 'hono/vercel';
import { getApi } from '@/server/api/app';

export const dynamic = 'force-dynamic';

const handler = (req: Request) => handle(getApi())(req);

export const GET = handler;
export const HEAD = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
