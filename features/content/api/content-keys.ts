// Query keys of the content feature's reads, from one factory so prefetch and hooks always agree.
export const contentKeys = {
  all: ['content'] as const,
  salesTeam: () => [...contentKeys.all, 'sales-team'] as const,
  adBanners: () => [...contentKeys.all, 'ad-banners'] as const,
};
