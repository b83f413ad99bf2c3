// Query keys of the sell feature's reads, from one factory so server prefetch and client hooks always agree.
export const sellKeys = {
  all: ['sell-requests'] as const,
  mine: (page: number) => [...sellKeys.all, 'mine', page] as const,
};
