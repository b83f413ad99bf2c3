'use client';
// Dashboard frame under the navbar: a fixed 230 px sidebar on wide screens, a toggleable drawer on small ones.
import { useId, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Sidebar } from './sidebar';

export function DashboardShell({ children }: { children: React.ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  const titleId = useId();

  return (
    <div className="flex flex-1 flex-col pt-navbar">
      <aside className="fixed top-navbar bottom-0 left-0 hidden w-sidebar overflow-y-auto border-r border-gray-200 bg-white md:block">
        <Sidebar />
      </aside>
      <div className="sticky top-navbar z-20 flex h-12 items-center border-b border-gray-200 bg-white/95 px-4 backdrop-blur md:hidden">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <MenuIcon className="size-5" />
          Dashboard menu
        </button>
      </div>
      <Modal open={drawerOpen} onClose={close} labelledBy={titleId} className="relative z-50 md:hidden">
        <div className="fixed inset-0 bg-gray-900/40" aria-hidden="true" onClick={close} />
        <div className="fixed inset-y-0 left-0 w-[min(80vw,280px)] overflow-y-auto bg-white shadow-xl">
          <div className="flex h-navbar items-center justify-between border-b border-gray-100 px-4">
            <h2 id={titleId} className="text-base font-semibold text-gray-900">
              Dashboard
            </h2>
            <button
              type="button"
              aria-label="Close dashboard menu"
              onClick={close}
              className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <Sidebar onNavigate={close} />
        </div>
      </Modal>
      <main id="main" className="min-w-0 flex-1 bg-gray-50 md:pl-sidebar">
        {children}
      </main>
    </div>
  );
}
