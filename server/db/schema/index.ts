// The whole database schema, one module per domain.
export * from './users';
export * from './cars';
export * from './parts';
export * from './orders';
export * from './chat';
export * from './reports';
export * from './content';
export * from './pricing';
export * from './pages';
