// Serves /media/*: generated vehicle, part, people and banner pictures, and uploaded files.
import { handleMediaRequest } from '@/server/media/http';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export function GET(request: Request): Promise<Response> {
  return handleMediaRequest(request);
}

export const HEAD = GET;
