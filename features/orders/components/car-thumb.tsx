// A record's car picture at a fixed size, or a car outline when it has none.
import clsx from 'clsx';
import Image from 'next/image';
import { CarIcon } from '@/components/ui/icons';

interface CarThumbProps {
  src: string | null;
  /** Eager for the first cards on screen. */
  priority?: boolean;
  className?: string;
}

export function CarThumb({ src, priority = false, className }: CarThumbProps) {
  if (!src) {
    return (
      <div className={clsx('flex items-center justify-center bg-gray-100 text-gray-300', className)}>
        <CarIcon className="size-1/2" />
      </div>
    );
  }
  return (
    <Image
      unoptimized
      src={src}
      alt=""
      width={320}
      height={240}
      loading={priority ? 'eager' : 'lazy'}
      className={clsx('bg-gray-100 object-cover', className)}
    />
  );
}
