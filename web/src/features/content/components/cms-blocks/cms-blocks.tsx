import { css } from '@emotion/react';
import { Link } from '../../../../shared/ui/link';
import type { CmsPageFieldsFragment } from '../../../../graphql/graphql';
import { buttonStyles, containerStyles } from '../../../../shared/ui/button.styles';
import { theme } from '../../../../shared/ui/theme';

type Block = CmsPageFieldsFragment['blocks'][number];

const heroStyles = css`
  position: relative;
  color: #fff;
  background: ${theme.colour.ink};
  overflow: hidden;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.65;
  }
  .content {
    position: relative;
    padding: 4rem 1rem 3.5rem;
    max-width: ${theme.maxWidth};
    margin: 0 auto;
    ${theme.mq.md} {
      padding: 7rem 1.5rem 6rem;
    }
  }
  h1 {
    font-size: clamp(2rem, 6vw, 3.5rem);
    line-height: 1.1;
    margin: 0 0 1rem;
    max-width: 18ch;
    text-shadow: 0 2px 12px rgb(0 0 0 / 0.4);
  }
  p {
    font-size: 1.15rem;
    max-width: 46ch;
    margin: 0 0 1.75rem;
    text-shadow: 0 1px 8px rgb(0 0 0 / 0.5);
  }
`;

const richTextStyles = css`
  ${containerStyles};
  max-width: 820px;
  padding-top: 1.5rem;
  padding-bottom: 1rem;
  h2 {
    margin-top: 2rem;
  }
`;

const bannerStyles = (tone: string) => css`
  background: ${tone === 'promo' ? theme.colour.promo : theme.colour.brand};
  color: #fff;
  text-align: center;
  padding: 0.9rem 1rem;
  a {
    color: #fff;
    font-weight: 700;
    margin-left: 0.5rem;
  }
`;

const tilesStyles = css`
  ${containerStyles};
  padding-top: 2.5rem;
  padding-bottom: 1rem;
  ul {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 1rem;
    list-style: none;
    margin: 1rem 0 0;
    padding: 0;
    ${theme.mq.md} {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  a {
    display: block;
    position: relative;
    border-radius: ${theme.radius};
    overflow: hidden;
    color: #fff;
    text-decoration: none;
    background: ${theme.colour.ink};
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  a:hover img {
    transform: scale(1.04);
  }
  span {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 0.75rem;
    font-weight: 700;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.75));
  }
`;

const imageStyles = css`
  ${containerStyles};
  padding-top: 1.5rem;
  figure {
    margin: 0;
  }
  img {
    display: block;
    width: 100%;
    border-radius: ${theme.radius};
  }
  figcaption {
    color: ${theme.colour.muted};
    font-size: 0.9rem;
    margin-top: 0.5rem;
  }
`;

/**
 * Renders a page-builder page. The first hero's heading is the page's h1; rich text is HTML
 * authored in the shop's own CMS (headings, paragraphs, lists, links).
 */
export function CmsBlocks({ blocks, title }: { blocks: Block[]; title: string }): React.JSX.Element {
  const firstHero = blocks.findIndex((b) => b.__typename === 'CmsHeroBlock');
  return (
    <>
      {firstHero === -1 ? (
        <div css={[containerStyles, { paddingTop: '2rem', maxWidth: 820 }]}>
          <h1 css={{ margin: 0 }}>{title}</h1>
        </div>
      ) : null}
      {blocks.map((block, index) => (
        <CmsBlockView key={index} block={block} isPageHeading={index === firstHero} />
      ))}
    </>
  );
}

function CmsBlockView({ block, isPageHeading }: { block: Block; isPageHeading: boolean }): React.JSX.Element | null {
  switch (block.__typename) {
    case 'CmsHeroBlock': {
      const Heading = isPageHeading ? 'h1' : 'h2';
      return (
        <section css={heroStyles}>
          <img
            src={block.image}
            alt={block.imageAlt}
            width={1600}
            height={900}
            fetchPriority={isPageHeading ? 'high' : undefined}
          />
          <div className="content">
            <Heading>{block.heading}</Heading>
            <p>{block.text}</p>
            <Link href={block.ctaUrl} css={buttonStyles}>
              {block.ctaLabel}
            </Link>
          </div>
        </section>
      );
    }
    case 'CmsRichTextBlock':
      return <div css={richTextStyles} dangerouslySetInnerHTML={{ __html: block.html }} />;
    case 'CmsImageBlock':
      return (
        <div css={imageStyles}>
          <figure>
            <img src={block.src} alt={block.alt} width={1600} height={900} loading="lazy" />
            {block.caption ? <figcaption>{block.caption}</figcaption> : null}
          </figure>
        </div>
      );
    case 'CmsBannerBlock':
      return (
        <p css={bannerStyles(block.tone)}>
          {block.text}
          <Link href={block.linkUrl}>{block.linkLabel}</Link>
        </p>
      );
    case 'CmsLinkTilesBlock':
      return (
        <section css={tilesStyles}>
          <h2>{block.heading}</h2>
          <ul>
            {block.tiles.map((tile) => (
              <li key={tile.url}>
                <Link href={tile.url}>
                  <img src={tile.image} alt={tile.imageAlt} width={800} height={600} loading="lazy" />
                  <span>{tile.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      );
    default:
      return null;
  }
}
