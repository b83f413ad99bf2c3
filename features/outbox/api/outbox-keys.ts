// Query keys of the staff outbox view, from one factory so the server prefetch and the client hooks agree.
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (status: string, page: number) => [...outboxKeys.all, 'list', status, page] as const,
};
