// POST /api/usermgmt/token/: logs in with e-mail and password, answering a SimpleJWT token pair.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { LoginRequest, TokenPair } from '@/lib/contract/auth';

export async function createToken(body: LoginRequest, client: ApiClient = api): Promise<TokenPair> {
  const { data } = await client.post<TokenPair>('/api/usermgmt/token/', body);
  return data;
}

export const useCreateToken = () => useMutation({ mutationFn: (body: LoginRequest) => createToken(body) });
