// The live chat's client state (spec §4): which chat is open, the socket's state, the out-of-hours flag and a
// passing notice from the server. Chats, messages and unread counts are server data: they live in React Query's
// cache (decision 024), which the socket frames update.
import { create } from 'zustand';

export type SocketState = 'connected' | 'closed' | 'error' | 'reconnecting' | 'reconnect error' | 'idle';

export interface OutOfHours {
  active: boolean;
  message: string;
}

interface ChatState {
  /** The chat on screen (the inbox's open conversation, or the visitor widget's chat); its socket is the open one. */
  currentChatId: number | null;
  socketState: SocketState;
  /** Set by a not_working_hours frame; the next message gets the automatic reply and clears it. */
  outOfHours: OutOfHours;
  /** A short notice from the server's socket (an `error` frame, e.g. sending too fast), shown by the composer. */
  notice: string | null;
  /** Spec §9: a sound on every new message; replaceable so tests can spy and browsers without audio skip it. */
  playSound: () => void;
  setCurrentChatId: (chatId: number | null) => void;
  setSocketState: (state: SocketState) => void;
  setOutOfHours: (outOfHours: OutOfHours) => void;
  setNotice: (notice: string | null) => void;
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

/** A chat store of its own: the site has one (useChatStore); the visitors' chat widget makes a second. */
export const createChatStore = () =>
  create<ChatState>()((set) => ({
    currentChatId: null,
    socketState: 'idle',
    outOfHours: { active: false, message: '' },
    notice: null,
    playSound: beep,
    setCurrentChatId: (currentChatId) => set({ currentChatId }),
    setSocketState: (socketState) => set({ socketState }),
    setOutOfHours: (outOfHours) => set({ outOfHours }),
    setNotice: (notice) => set({ notice }),
  }));

export type ChatStore = ReturnType<typeof createChatStore>;
export const useChatStore: ChatStore = createChatStore();
