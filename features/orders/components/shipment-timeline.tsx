'use client';
// A car's way home as a vertical timeline (spec §2 records, issue 12): purchased → … → delivered, each stage with its
// date (estimates marked), what happened, its updates (each towing status with its moment) and its photos; the current
// stage stands out and is named first.
import clsx from 'clsx';
import { STAGE_LABELS, type TimelineStep } from '@/lib/contract/orders';
import { formatDateTime } from '@/lib/dates';
import { ImageGallery } from './image-gallery';
import { formatRecordDay } from './records-list-params';
import { StageProgress } from './stage-progress';

interface ShipmentTimelineProps {
  steps: TimelineStep[];
  /** The car, for the photos' names: "2021 Toyota Camry". */
  carName: string;
  className?: string;
}

function StepDate({ step }: { step: TimelineStep }) {
  if (!step.date) return step.state === 'upcoming' ? <span className="text-gray-500">Date not set</span> : null;
  return (
    <span className={step.estimated ? 'text-gray-600 italic' : 'text-gray-700'}>
      {step.estimated && <span className="font-semibold not-italic">Estimated </span>}
      <time dateTime={step.date}>{formatRecordDay(step.date)}</time>
    </span>
  );
}

export function ShipmentTimeline({ steps, carName, className }: ShipmentTimelineProps) {
  const current = steps.find((step) => step.state === 'current') ?? steps.findLast((step) => step.state === 'done');

  return (
    <section aria-labelledby="timeline-title" className={clsx('space-y-4', className)}>
      <div className="space-y-2">
        <h2 id="timeline-title" className="text-lg font-semibold text-gray-900">
          Shipment timeline
        </h2>
        {current && (
          <>
            <p className="text-sm text-gray-700">
              Now: <strong className="text-gray-900">{current.label || STAGE_LABELS[current.stage]}</strong>
              {current.date && (
                <>
                  {' · '}
                  <StepDate step={current} />
                </>
              )}
            </p>
            <StageProgress stage={current.stage} className="max-w-md" />
          </>
        )}
      </div>
      <ol aria-label="Stages" className="relative">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          return (
            <li
              key={step.stage}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'absolute top-7 bottom-0 left-[13px] w-0.5',
                    step.state === 'done' ? 'bg-primary' : 'bg-gray-200',
                  )}
                />
              )}
              <Marker state={step.state} number={index + 1} />
              <div
                className={clsx(
                  'min-w-0 flex-1 rounded-lg',
                  step.state === 'current' && 'bg-primary-50 p-3 ring-1 ring-primary-200',
                )}
              >
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
                  <h3 className={clsx('font-semibold', step.state === 'upcoming' ? 'text-gray-500' : 'text-gray-900')}>
                    {step.label || STAGE_LABELS[step.stage]}
                  </h3>
                  {step.state === 'current' && (
                    <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-white">
                      Current stage
                    </span>
                  )}
                  <span className="text-sm">
                    <StepDate step={step} />
                  </span>
                </div>
                <span className="sr-only">
                  {step.state === 'done' ? 'Done.' : step.state === 'current' ? 'In progress.' : 'Not reached yet.'}
                </span>
                {step.detail && <p className="mt-0.5 text-sm break-words text-gray-600">{step.detail}</p>}
                {step.events && step.events.length > 0 && (
                  <ul aria-label={`${step.label || STAGE_LABELS[step.stage]} updates`} className="mt-1.5 space-y-0.5">
                    {step.events.map((event) => (
                      <li key={`${event.at}-${event.text}`} className="text-sm text-gray-700">
                        <span className="font-medium text-gray-900">{event.text}</span>
                        {' · '}
                        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                      </li>
                    ))}
                  </ul>
                )}
                {step.images.length > 0 && (
                  <ImageGallery
                    files={step.images}
                    label={`${carName}: ${step.label || STAGE_LABELS[step.stage]}`}
                    className="mt-2 max-w-sm"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Marker({ state, number }: { state: TimelineStep['state']; number: number }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
        state === 'done' && 'bg-primary text-white',
        state === 'current' && 'bg-white text-primary ring-4 ring-primary',
        state === 'upcoming' && 'bg-white text-gray-400 ring-2 ring-gray-300',
      )}
    >
      {state === 'done' ? (
        <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
          <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : (
        number
      )}
    </span>
  );
}
