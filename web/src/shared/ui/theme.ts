/** Design tokens: one place for colours, spacing and breakpoints (mobile first). */
export const theme = {
  colour: {
    ink: '#14181f',
    muted: '#4a5361',
    line: '#d9dde3',
    paper: '#ffffff',
    wash: '#f4f6f8',
    brand: '#0b3d91',
    accent: '#008ed2',
    promo: '#c8102e',
    focus: '#ffbf47',
    success: '#1e7b34',
    danger: '#b00020',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  radius: '6px',
  maxWidth: '1280px',
  mq: {
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    /**
     * Where the desktop mega menu replaces the menu button and its drawer (header, main menu, drawer
     * all read this one rule): wide enough for the menu in both languages (German's longer words
     * overflowed the bar at 1024).
     */
    desktopMenu: '@media (min-width: 1280px)',
  },
} as const;
