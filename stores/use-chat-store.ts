// The live chat in the browser (spec §4): the chat list, the open chat and its messages, unread counts, the
// socket state and the out-of-hours flag, with one reducer for every frame the chat and notification sockets send.
import { create } from 'zustand';
import type { Chat, ChatMessage, ServerFrame } from '@/lib/contract/chat';
import { OUT_OF_HOURS_REPLY_ID_OFFSET, OUT_OF_HOURS_SENDER_ID } from '@/lib/contract/chat-constants';
import { useAuthStore } from './use-auth-store';

export type Message = ChatMessage;
export type { Chat };

export type SocketState = 'connected' | 'closed' | 'error' | 'reconnecting' | 'reconnect error' | 'idle';

export interface OutOfHours {
  active: boolean;
  message: string;
}

/** A server call a toggle waits for before flipping; the chat feature passes its endpoint function. */
export type ChatCall = (chatId: number) => Promise<unknown>;

interface ChatState {
  chats: Chat[];
  currentChat: Chat | null;
  messages: Message[];
  unreadCount: number;
  socketState: SocketState;
  outOfHours: OutOfHours;
  /** Spec §9: a sound on every new message; replaceable so tests can spy and browsers without audio skip it. */
  playSound: () => void;
  setChats: (chats: Chat[]) => void;
  appendChats: (chats: Chat[]) => void;
  setCurrentChat: (chat: Chat | null) => void;
  /** Opens a chat: the loaded list entry when there is one, else the fetched chat (spec §4). */
  openChat: (chatId: number, fetchChat: (chatId: number) => Promise<Chat>) => Promise<Chat>;
  /** Any order in (pages come newest first); kept oldest first. */
  setMessages: (messages: Message[]) => void;
  prependOlderMessages: (messages: Message[]) => void;
  /** Adds messages fetched after a reconnect (ids after the last one held), keeping id order and no duplicates. */
  appendMissedMessages: (messages: Message[]) => void;
  receive: (frame: ServerFrame) => void;
  toggleDone: (chatId: number, call: ChatCall) => Promise<void>;
  toggleFollowUp: (chatId: number, call: ChatCall) => Promise<void>;
  deleteChat: (chatId: number) => void;
  setUnreadCount: (count: number) => void;
  setSocketState: (state: SocketState) => void;
}

/** A short beep through Web Audio: no sound file to fetch, and silent where audio is unavailable or blocked. */
function beep(): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    const audio = new window.AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.onended = () => void audio.close();
    tone.start();
    tone.stop(audio.currentTime + 0.25);
  } catch {
    // Autoplay policies refuse audio before the first user gesture; the message still arrives.
  }
}

/** Display order is oldest first; an automatic out-of-hours reply sits right after the message it answered. */
const orderKey = (m: Message) => (m.sender === OUT_OF_HOURS_SENDER_ID ? m.id - OUT_OF_HOURS_REPLY_ID_OFFSET + 0.5 : m.id);
const byId = (a: Message, b: Message) => orderKey(a) - orderKey(b);

/** Messages merged by id (a later copy replaces an earlier one), oldest first. */
function mergeMessages(current: Message[], incoming: Message[]): Message[] {
  const merged = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) merged.set(m.id, m);
  return [...merged.values()].sort(byId);
}

function appendMessage(messages: Message[], message: Message): Message[] {
  return messages.some((m) => m.id === message.id) ? messages : [...messages, message];
}

const activityOf = (chat: Chat) => Date.parse(chat.latest_message?.created_at ?? chat.created_at) || 0;
/** Newest activity first; a stable sort keeps equal dates in their current order. */
const sortByActivity = (chats: Chat[]) => [...chats].sort((a, b) => activityOf(b) - activityOf(a));

const floor0 = (n: number) => Math.max(0, n);

function outOfHoursReply(trigger: Message, content: string): Message {
  return {
    id: trigger.id + OUT_OF_HOURS_REPLY_ID_OFFSET,
    sender: OUT_OF_HOURS_SENDER_ID,
    sender_data: null,
    user: OUT_OF_HOURS_SENDER_ID,
    content,
    is_read: false,
    message_read_status: [],
    created_at: new Date().toISOString(),
    media_type: null,
    file: null,
    chat: trigger.chat,
  };
}

/** Marks messages up to `messageId` read by `reader`; returns them and how many the reader had not read before. */
function markRead(messages: Message[], chatId: number, messageId: number, reader: number) {
  let newlyRead = 0;
  const next = messages.map((m) => {
    if (m.chat !== chatId || m.id > messageId || m.sender === reader) return m;
    const entry = m.message_read_status.find((s) => s.user === reader);
    if (entry?.is_read ?? m.is_read) return m.is_read ? m : { ...m, is_read: true };
    newlyRead += 1;
    const status = entry
      ? m.message_read_status.map((s) => (s.user === reader ? { ...s, is_read: true } : s))
      : [...m.message_read_status, { user: reader, is_read: true }];
    return { ...m, is_read: true, message_read_status: status };
  });
  return { next, newlyRead };
}

type Patch = Partial<ChatState>;

/** Applies `change` to the chat in the list and to the open chat when it is that chat. */
function updateChat(state: ChatState, chatId: number, change: (chat: Chat) => Chat): Patch {
  return {
    chats: state.chats.map((c) => (c.id === chatId ? change(c) : c)),
    currentChat: state.currentChat?.id === chatId ? change(state.currentChat) : state.currentChat,
  };
}

function onNewMessage(state: ChatState, message: Message): Patch {
  if (state.currentChat && message.chat !== state.currentChat.id) return {};
  let messages = appendMessage(state.messages, message);
  let outOfHours = state.outOfHours;
  if (outOfHours.active) {
    messages = appendMessage(messages, outOfHoursReply(message, outOfHours.message));
    outOfHours = { active: false, message: outOfHours.message };
  }
  const withLatest = updateChat(state, message.chat, (c) => ({ ...c, latest_message: message }));
  return { ...withLatest, chats: sortByActivity(withLatest.chats ?? state.chats), messages, outOfHours };
}

function onMessageRead(state: ChatState, frame: Extract<ServerFrame, { command: 'message_read' }>): Patch {
  const { next, newlyRead } = markRead(state.messages, frame.chat, frame.message_id, frame.user);
  const viewer = useAuthStore.getState().user?.id;
  // Someone else reading my messages changes their read marks, not my unread counts.
  if (viewer !== undefined && viewer !== frame.user) return { messages: next };
  const loaded = state.messages.some((m) => m.id === frame.message_id);
  const chat = state.chats.find((c) => c.id === frame.chat) ?? (state.currentChat?.id === frame.chat ? state.currentChat : null);
  // Reading the chat's newest message reads all of it, including messages older than the loaded page.
  const readsAll = chat !== null && chat.latest_message !== null && frame.message_id >= chat.latest_message.id;
  const by = readsAll ? Math.max(chat.unread_messages_count, loaded ? newlyRead : 1) : loaded ? newlyRead : 1;
  return {
    messages: next,
    ...updateChat(state, frame.chat, (c) => ({ ...c, unread_messages_count: floor0(c.unread_messages_count - by) })),
    unreadCount: floor0(state.unreadCount - by),
  };
}

function onNotification(state: ChatState, chatId: number, message: Message): Patch {
  const open = state.currentChat?.id === chatId;
  const chats = state.chats.map((c) =>
    c.id === chatId
      ? { ...c, latest_message: message, unread_messages_count: c.unread_messages_count + (open ? 0 : 1) }
      : c,
  );
  return { chats: sortByActivity(chats), unreadCount: open ? state.unreadCount : state.unreadCount + 1 };
}

function reduce(state: ChatState, frame: ServerFrame): Patch {
  switch (frame.command) {
    case 'new_message':
      return onNewMessage(state, frame.message);
    case 'not_working_hours':
      return { outOfHours: { active: true, message: frame.message } };
    case 'message_read':
      return onMessageRead(state, frame);
    case 'broadcast_message':
      if (state.currentChat && frame.message.chat !== state.currentChat.id) return {};
      return { messages: appendMessage(state.messages, frame.message) };
    case 'new_message_notification':
      return onNotification(state, frame.chat, frame.message);
    case 'new_chat':
      return state.chats.some((c) => c.id === frame.chat.id) ? {} : { chats: [frame.chat, ...state.chats] };
    default:
      return {};
  }
}

/** A chat store of its own: the site has one (useChatStore); the visitors' chat widget makes a second. */
export const createChatStore = () => create<ChatState>()((set, get) => {
  const toggle = async (chatId: number, call: ChatCall, field: 'done' | 'follow_up') => {
    await call(chatId);
    set((state) => updateChat(state, chatId, (c) => ({ ...c, [field]: !c[field] })));
  };
  return {
    chats: [],
    currentChat: null,
    messages: [],
    unreadCount: 0,
    socketState: 'idle',
    outOfHours: { active: false, message: '' },
    playSound: beep,
    setChats: (chats) => set({ chats }),
    appendChats: (chats) =>
      set((state) => {
        const known = new Set(state.chats.map((c) => c.id));
        return { chats: [...state.chats, ...chats.filter((c) => !known.has(c.id))] };
      }),
    setCurrentChat: (chat) => set({ currentChat: chat }),
    openChat: async (chatId, fetchChat) => {
      const chat = get().chats.find((c) => c.id === chatId) ?? (await fetchChat(chatId));
      set({ currentChat: chat });
      return chat;
    },
    setMessages: (messages) => set({ messages: [...messages].sort(byId) }),
    prependOlderMessages: (messages) => set((state) => ({ messages: mergeMessages(state.messages, messages) })),
    appendMissedMessages: (messages) => set((state) => ({ messages: mergeMessages(state.messages, messages) })),
    receive: (frame) => {
      const before = get().messages;
      set((state) => reduce(state, frame));
      // The sound marks a message that was added: not a repeat, not one for a chat that is not open.
      if (frame.command === 'new_message' && get().messages !== before) get().playSound();
    },
    toggleDone: (chatId, call) => toggle(chatId, call, 'done'),
    toggleFollowUp: (chatId, call) => toggle(chatId, call, 'follow_up'),
    deleteChat: (chatId) =>
      set((state) => ({
        chats: state.chats.filter((c) => c.id !== chatId),
        currentChat: state.currentChat?.id === chatId ? null : state.currentChat,
        messages: state.currentChat?.id === chatId ? [] : state.messages,
      })),
    setUnreadCount: (count) => set({ unreadCount: floor0(count) }),
    setSocketState: (socketState) => set({ socketState }),
  };
});

export type ChatStore = ReturnType<typeof createChatStore>;
export const useChatStore: ChatStore = createChatStore();
