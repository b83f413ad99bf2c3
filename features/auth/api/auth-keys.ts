// Query keys of the auth feature's reads, from one factory so prefetch and hooks always agree.
export const authKeys = {
  all: ['auth'] as const,
  user: (id: number) => [...authKeys.all, 'user', id] as const,
  outbox: () => [...authKeys.all, 'outbox'] as const,
  notificationPreferences: () => [...authKeys.all, 'notification-preferences'] as const,
  emailChange: () => [...authKeys.all, 'email-change'] as const,
};
