// POST /api/chats/create/: the viewer's support chat, or a chat about a car when a car id is given (existing or new).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { chatSchema, type Chat } from '@/lib/contract/chat';
import { chatKeys } from './chat-keys';

export async function createChat(carId: number | null = null, client: AxiosInstance = api): Promise<Chat> {
  const { data } = await client.post('/api/chats/create/', carId === null ? {} : { car_id: carId });
  return chatSchema.parse(data);
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number | null = null) => createChat(carId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists() }),
  });
}
