'use client';
// A listing's YouTube video: any watch, embed, shorts or youtu.be link; the API stores the embed form (spec §5).
import { useState } from 'react';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';
import { useSetCarVideo } from '../api/set-car-video';

export function DealerVideo({ carId, current }: { carId: number; current: string | null }) {
  const [link, setLink] = useState(current ?? '');
  const save = useSetCarVideo(carId);
  const error = save.isError ? formErrorMessages(parseApiError(save.error))[0] : null;

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ videoUrl: link, replace: Boolean(current) });
      }}
    >
      <label htmlFor="car-video" className="block text-lg font-semibold text-gray-900">
        Video
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="car-video"
          type="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=…"
          aria-invalid={error ? true : undefined}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 text-sm focus:border-primary focus:ring-primary"
        />
        <button type="submit" disabled={save.isPending} className="rounded-lg px-4 py-2 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-60">
          Save video
        </button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-primary-700">
          {error}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" className="text-xs text-green-700">
          Video saved.
        </p>
      )}
    </form>
  );
}
