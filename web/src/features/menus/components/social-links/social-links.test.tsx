import { existsSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { SocialLinks } from './social-links';

jest.mock('../../../../shared/i18n/use-translation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('SocialLinks', () => {
  it('shows each channel’s glyph from its file, lazily, and none for an icon it does not know', () => {
    render(
      <SocialLinks
        links={[
          { id: 1, linkUrl: 'https://www.strava.com/clubs/cadence-cycles', linkText: 'Strava', icon: 'strava' },
          { id: 2, linkUrl: 'https://example.com/', linkText: 'Elsewhere', icon: 'myspace' },
        ]}
      />,
    );
    const strava = screen.getByRole('link', { name: 'Strava' }).querySelector('img');
    expect(strava?.getAttribute('src')).toBe('/icons/social/strava.svg');
    expect(strava?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: 'Elsewhere' }).querySelector('img')).toBeNull();
    for (const name of ['facebook', 'x', 'instagram', 'strava', 'youtube']) {
      expect(existsSync(path.join(__dirname, '../../../../../public/icons/social', `${name}.svg`))).toBe(true);
    }
  });
});
