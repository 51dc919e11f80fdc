/**
 * The footer's social links' glyphs (24×24, white on the footer's dark ground) are files of their
 * own (web/public/icons/social/), not paths in the page's JavaScript: the footer is on every page,
 * and the glyphs were part of every page's first-load JavaScript. Loaded lazily: the footer is
 * below the fold.
 */
const ICONS: ReadonlySet<string> = new Set(['facebook', 'x', 'instagram', 'strava', 'youtube']);

export function SocialIcon({ name }: { name: string }): React.JSX.Element | null {
  if (!ICONS.has(name)) return null;
  return <img src={`/icons/social/${name}.svg`} width={24} height={24} alt="" loading="lazy" decoding="async" />;
}
