'use client';
// The text being written in a chat: Enter sends (not while an IME is composing), Shift+Enter starts a new line.
import { useState, type KeyboardEvent } from 'react';

export function useMessageDraft(onSend: (content: string) => void, canSend: boolean) {
  const [text, setText] = useState('');
  const send = () => {
    const content = text.trim();
    if (!content || !canSend) return;
    onSend(content);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return { text, setText, send, onKeyDown };
}
