import { css } from '@emotion/react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link } from '../../../../shared/ui/link';
import { Drawer } from '../../../../shared/ui/drawer';
import { theme } from '../../../../shared/ui/theme';
import type { MenuNode } from '../../menus.rules';

const panelStyles = css`
  width: min(88vw, 380px);
  padding: 0.5rem 0 2rem;
  .drawer-head {
    padding: 0 0.5rem 0 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  summary,
  li > a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: 0 1rem;
    color: ${theme.colour.ink};
    text-decoration: none;
    border-bottom: 1px solid ${theme.colour.wash};
    cursor: pointer;
  }
  details details summary,
  details li > a {
    padding-left: 2rem;
  }
  details details li > a {
    padding-left: 3rem;
    color: ${theme.colour.muted};
  }
  summary {
    font-weight: 600;
  }
`;

function MobileEntries({ nodes }: { nodes: MenuNode[] }): React.JSX.Element {
  const { t } = useTranslation('menus');
  return (
    <ul>
      {nodes.map((node) =>
        node.children.length === 0 ? (
          <li key={node.id}>
            <Link href={node.url}>{node.title}</Link>
          </li>
        ) : (
          <li key={node.id}>
            <details>
              <summary>{node.title}</summary>
              <ul>
                <li>
                  <Link href={node.url}>{t('menus.mainMenu.shopAll', { title: node.title })}</Link>
                </li>
              </ul>
              <MobileEntries nodes={node.children} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** The mobile menu drawer; opening it sets the single active menu and the body's menu-open marker. */
export function MobileMenu({ tree }: { tree: MenuNode[] }): React.JSX.Element | null {
  const { t } = useTranslation('menus');
  return (
    <Drawer
      name="mobile"
      id="mobile-menu"
      side="left"
      title={t('menus.mobileMenu.title')}
      closeLabel={t('menus.mobileMenu.close')}
      testId="MobileMenu-root"
      panelStyles={panelStyles}
      desktop={false}
    >
      <nav aria-label={t('menus.mainMenu.label')}>
        <MobileEntries nodes={tree} />
      </nav>
    </Drawer>
  );
}
