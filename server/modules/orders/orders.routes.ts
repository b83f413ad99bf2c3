// Shipping records: /api/v2/orders/{kind}/ lists, details and staff updates, the overview and the lookup lists.
import { createRouter } from '../../api/create-app';

export const ordersRouter = createRouter();
