// Every /api/parts/ route, in matching order: the orders' fixed paths before the catalogue's /parts/{id}/.
import { createRouter } from '../../api/create-app';
import { catalogueRouter } from './catalogue.routes';
import { partOrdersRouter } from './orders.routes';

export const partsRouter = createRouter().route('/', partOrdersRouter).route('/', catalogueRouter);
