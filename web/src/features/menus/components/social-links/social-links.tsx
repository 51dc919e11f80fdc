import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { SocialIcon } from './social-icons';

export type SocialLinkItem = { id: number; linkUrl: string; linkText: string; icon: string };

const listStyles = css`
  display: flex;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: #fff;
    background: rgb(255 255 255 / 0.12);
  }
  a:hover {
    background: rgb(255 255 255 / 0.24);
  }
`;

export function SocialLinks({ links }: { links: SocialLinkItem[] }): React.JSX.Element | null {
  const { t } = useTranslation('menus');
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('menus.socialLinks.label')}>
      <ul css={listStyles} data-testid="SocialLinks-list">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.linkUrl} rel="noopener noreferrer" target="_blank" aria-label={link.linkText} title={link.linkText}>
              <SocialIcon name={link.icon} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
