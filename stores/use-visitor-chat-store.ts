// The visitors' chat widget (spec §6, anonymous chat): whether its panel is open and which chat it shows —
// the support chat, or the car chat of the car page the visitor is on or asked about.
import { create } from 'zustand';

interface VisitorChatState {
  open: boolean;
  /** The car whose chat the open panel shows; null for the support chat. */
  carId: number | null;
  /** The car of the page being viewed, so the floating button opens that car's chat. */
  pageCarId: number | null;
  /** What had focus when the panel opened (a button that may hide meanwhile), to give it back on closing. */
  opener: HTMLElement | null;
  /** Opens the panel on a car's chat, or (no argument) on the page's car or the support chat. */
  openChat: (carId?: number | null) => void;
  close: () => void;
  setPageCar: (carId: number | null) => void;
}

export const useVisitorChatStore = create<VisitorChatState>()((set, get) => ({
  open: false,
  carId: null,
  pageCarId: null,
  opener: null,
  openChat: (carId) =>
    set({
      open: true,
      carId: carId === undefined ? get().pageCarId : carId,
      opener: typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
    }),
  close: () => set({ open: false }),
  setPageCar: (pageCarId) => set({ pageCarId }),
}));
