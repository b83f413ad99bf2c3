// Phone numbers as written for people (`+855 12 345 678`) → dialable links (`tel:+85512345678`).
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
