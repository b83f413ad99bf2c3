// POST /api/usermgmt/token/: logs in with e-mail and password, answering a SimpleJWT token pair.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { tokenPairSchema, type LoginRequest, type TokenPair } from '@/lib/contract/auth';

export async function createToken(body: LoginRequest, client: AxiosInstance = api): Promise<TokenPair> {
  const { data } = await client.post('/api/usermgmt/token/', body);
  return tokenPairSchema.parse(data);
}

export const useCreateToken = () => useMutation({ mutationFn: (body: LoginRequest) => createToken(body) });
