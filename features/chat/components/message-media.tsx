// A message's file shown the way its type plays: a picture, an audio or video player, or a download link.
import type { ChatMessage } from '@/lib/contract/chat';

export function MessageMedia({ message }: { message: ChatMessage }) {
  const { file, media_type: type } = message;
  if (!file) return null;
  switch (type) {
    case 'image':
      return (
        <a href={file} target="_blank" rel="noopener noreferrer" className="block">
          {/* eslint-disable-next-line @next/next/no-img-element -- uploaded files live on the API host */}
          <img
            src={file}
            alt={`Sent in the chat: ${fileName(file)}`}
            className="max-h-64 max-w-full rounded-md object-contain"
            loading="lazy"
          />
        </a>
      );
    // A customer's voice or video message has no caption track to offer; the file is also linked for download.
    case 'audio':
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <audio controls src={file} className="max-w-full" aria-label="Voice message" />;
    case 'video':
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <video controls src={file} className="max-h-64 max-w-full rounded-md" aria-label="Video" />;
    default:
      return (
        <a
          href={file}
          target="_blank"
          rel="noopener noreferrer"
          download
          className="inline-flex items-center gap-1 font-semibold underline"
        >
          {fileName(file)}
        </a>
      );
  }
}

function fileName(url: string): string {
  const last = url.split('?')[0]!.split('/').pop();
  return last ? decodeURIComponent(last) : 'Document';
}
