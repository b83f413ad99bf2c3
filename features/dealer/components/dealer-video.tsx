'use client';
// A listing's YouTube video: any watch, embed, shorts or youtu.be link; the contract turns it into the embed form
// the API stores (spec §5).
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import { carVideoUpdateSchema } from '@/lib/contract/dealer';
import { useSetCarVideo } from '../api/set-car-video';

const FIELDS = ['video_url'] as const;

export function DealerVideo({ carId, current }: { carId: number; current: string | null }) {
  const save = useSetCarVideo(carId);
  const form = useForm({
    resolver: contractResolver(carVideoUpdateSchema),
    defaultValues: { video_url: current ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);

  const onSubmit = form.handleSubmit(async ({ video_url }) => {
    clearAlerts();
    try {
      await save.mutateAsync({ videoUrl: video_url, replace: Boolean(current) });
    } catch (error) {
      showError(error);
    }
  });

  return (
    <section aria-labelledby="video-title" className="space-y-3">
      <h2 id="video-title" className="text-lg font-semibold text-gray-900">
        Video
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Video">
        <FormAlert title="We could not save the video." messages={alerts} />
        <FormField
          label="YouTube link"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          error={errors.video_url?.message}
          {...form.register('video_url')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving">
          Save video
        </SubmitButton>
        {save.isSuccess && !isSubmitting && (
          <p role="status" className="text-sm text-green-700">
            Video saved.
          </p>
        )}
      </form>
    </section>
  );
}
