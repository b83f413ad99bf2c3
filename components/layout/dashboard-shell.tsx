// Dashboard frame under the navbar: a fixed 230 px sidebar on wide screens; below that the same sections sit at the
// top of the navbar's menu (the dashboard layout passes them), so phones have one menu button, not two.
import { Sidebar } from './sidebar';

export function DashboardShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-1 flex-col pt-navbar">
      <aside className="fixed top-navbar bottom-0 left-0 hidden w-sidebar overflow-y-auto border-r border-gray-200 bg-white md:block">
        <Sidebar />
      </aside>
      <main id="main" className="min-w-0 flex-1 bg-gray-50 md:pl-sidebar">
        {children}
      </main>
    </div>
  );
}
