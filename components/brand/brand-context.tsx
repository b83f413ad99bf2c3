'use client';
// The deployment's brand name, read on the server and handed to client components through context.
import { createContext, useContext } from 'react';

const BrandContext = createContext('AutoBridge');

export const BrandProvider = BrandContext.Provider;

export function useBrand(): string {
  return useContext(BrandContext);
}
