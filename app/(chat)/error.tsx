'use client';
// Error boundary inside this layout, so the navigation stays usable when a page fails.
import { RouteError } from '@/components/errors/route-error';

export default RouteError;
