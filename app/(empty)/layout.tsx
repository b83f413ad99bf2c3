// Empty layout (spec §2): just the logo, for focused steps such as report payment and confirmation.
import { Logo } from '@/components/brand/logo';

export default function EmptyLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-navbar max-w-5xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col bg-gray-50">
        {children}
      </main>
    </>
  );
}
