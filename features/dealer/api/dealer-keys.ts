// Query keys of the dealer feature's reads, from one factory so server prefetch and client hooks agree.
export const dealerKeys = {
  all: ['dealer'] as const,
  cars: (page: number) => [...dealerKeys.all, 'cars', page] as const,
  car: (id: number) => [...dealerKeys.all, 'car', id] as const,
};
