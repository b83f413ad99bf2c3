// POST /api/chats/messages/create/ (multipart: chat, file, content): sends a file; the server derives media_type
// and sender, stores it and pushes it to the chat as broadcast_message.
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { ChatMessage } from '@/lib/contract/chat';

export interface MessageUpload {
  chat: number;
  file: File;
  content?: string;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

export async function createMessage(
  { chat, file, content = '', onProgress }: MessageUpload,
  client: ApiClient = api,
): Promise<ChatMessage> {
  const body = new FormData();
  body.append('chat', String(chat));
  body.append('content', content);
  body.append('file', file);
  const { data } = await client.post<ChatMessage>('/api/chats/messages/create/', body, {
    onUploadProgress: (event) => onProgress?.(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
  });
  return data;
}
