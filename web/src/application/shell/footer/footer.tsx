import { css } from '@emotion/react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from '../../../shared/ui/link';
import { BRAND_NAME } from '../../../shared/config/public-config';
import { useMenuState } from '../../../shared/menu-state/menu-state';
import type { ShellMenus } from '../../../features/menus/menus.rules';
import { theme } from '../../../shared/ui/theme';
import { LanguagePicker } from '../../../features/store/components/language-picker/language-picker';
import { SocialLinks } from '../../../features/menus/components/social-links/social-links';

const footerStyles = css`
  background: ${theme.colour.ink};
  color: #e8ebef;
  margin-top: 3rem;
  padding: 2rem 0 1.5rem;
  a {
    color: #e8ebef;
  }
  .inner {
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    padding: 0 1rem;
    ${theme.mq.md} {
      padding: 0 1.5rem;
    }
  }
  .groups {
    display: grid;
    gap: 0;
    ${theme.mq.md} {
      grid-template-columns: repeat(4, 1fr);
      gap: 2rem;
    }
  }
  details {
    border-bottom: 1px solid rgb(255 255 255 / 0.15);
    ${theme.mq.md} {
      border: 0;
    }
  }
  summary {
    min-height: 48px;
    display: flex;
    align-items: center;
    font-weight: 700;
    cursor: pointer;
  }
  ul {
    list-style: none;
    margin: 0 0 1rem;
    padding: 0;
  }
  li a {
    display: inline-block;
    padding: 0.4rem 0;
    text-decoration: none;
  }
  li a:hover {
    text-decoration: underline;
  }
  .bottom {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem 2rem;
    align-items: center;
    justify-content: space-between;
    margin-top: 2rem;
    padding-top: 1.5rem;
    border-top: 1px solid rgb(255 255 255 / 0.15);
  }
  small {
    color: #c3c9d1;
  }
`;

/**
 * The footer: menu groups (collapsible on mobile; opening one sets the footer as the active menu),
 * social links, language picker and copyright.
 */
export function Footer({ shell }: { shell: ShellMenus }): React.JSX.Element {
  const { t } = useTranslation('menus');
  const { activeMenu, openMenu, closeMenu } = useMenuState();
  return (
    <footer css={footerStyles}>
      <div className="inner">
        <nav aria-label={t('menus.footer.label')}>
          <div className="groups" data-testid="Footer-groups">
            {shell.footerMenu.map((group) => (
              <details
                key={group.id}
                open
                onToggle={(e) => {
                  const isMobile = typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;
                  if (!isMobile) return;
                  if ((e.target as HTMLDetailsElement).open) openMenu('footer');
                  else if (activeMenu === 'footer') closeMenu();
                }}
              >
                <summary>{group.title}</summary>
                <ul>
                  {group.children.map((link) => (
                    <li key={link.id}>
                      <Link href={link.url}>{link.title}</Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </nav>
        <div className="bottom">
          <SocialLinks links={shell.socialLinks} />
          <LanguagePicker />
          <small>{t('menus.footer.copyright', { year: new Date().getFullYear(), brand: BRAND_NAME })}</small>
        </div>
      </div>
    </footer>
  );
}
