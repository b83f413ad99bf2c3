// Notes on shipping records: /api/v2/orders/{kind}/note/… create and update, and {id}/mark-read/.
import { createRouter } from '../../api/create-app';

export const orderNotesRouter = createRouter();
