'use client';
// Error boundary for anything the layouts' own boundaries did not catch (including the layouts themselves).
import { Logo } from '@/components/brand/logo';
import { RouteError } from '@/components/errors/route-error';

export default function RootError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-navbar max-w-[1440px] items-center px-4 lg:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        <RouteError {...props} />
      </main>
    </>
  );
}
