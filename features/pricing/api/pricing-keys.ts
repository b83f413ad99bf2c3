// Query keys of the pricing feature's reads, from one factory so server prefetch and client hooks always agree.
export const pricingKeys = {
  all: ['pricing'] as const,
  settings: () => [...pricingKeys.all, 'settings'] as const,
};
