/**
 * The URL of a drawn image (the web's /media/product route draws it from the URL alone, so the URL
 * is the whole contract): a drawing kind and two colours, given as #rrggbb or rrggbb.
 */
export function drawnImageUrl(image: { kind: string; colour: string; accent: string }): string {
  const hex = (colour: string) => colour.replace('#', '').toLowerCase();
  return `/media/product/${encodeURIComponent(image.kind)}/${hex(image.colour)}/${hex(image.accent)}.svg`;
}
