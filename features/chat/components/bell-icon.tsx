// The bell link's look, shared by the live bell and the placeholder shown while it loads (the icon is in components/ui/icons).

export const bellLinkClass =
  'relative flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-primary';
