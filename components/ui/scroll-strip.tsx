'use client';
// A list that scrolls sideways (a carousel's slides, a row of thumbnails). The browser scrolls a focused element into
// view only when none of it shows, so Tab could land on a slide with a sliver on screen; here the item that takes
// the focus is scrolled wholly into view (decision 062).
import type { ComponentPropsWithoutRef, FocusEvent } from 'react';

export function ScrollStrip(props: ComponentPropsWithoutRef<'ul'>) {
  const reveal = (event: FocusEvent<HTMLUListElement>) => {
    props.onFocus?.(event);
    const item = event.target instanceof Element ? event.target.closest('li') : null;
    // jsdom (unit tests) has no scrollIntoView.
    item?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  return <ul {...props} onFocus={reveal} />;
}
