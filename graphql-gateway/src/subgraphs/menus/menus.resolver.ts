import type { MenuEntry as DomainMenuEntry } from '@cadence/commerce/modules/menus/menus.types';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { MenuEntry, SocialLink } from './menu-entry.type';

const toMenuEntry = (e: DomainMenuEntry): MenuEntry => ({
  id: e.id,
  level: e.level,
  lft: e.lft,
  rgt: e.rgt,
  title: e.title,
  url: e.url,
  description: e.description,
  parent: e.parentId === null ? null : { id: e.parentId },
});

@Resolver()
export class MenusResolver {
  @Query(() => [MenuEntry], { description: "The header menu of the caller's storefront, in lft order." })
  async mainMenuEntries(
    @Ctx() ctx: RequestContext,
    @Arg('level', () => Int, { nullable: true, description: 'Only entries of this level (1 = top level).' })
    level?: number | null,
  ): Promise<MenuEntry[]> {
    return (await ctx.commerce.menus.mainMenuEntries(ctx.store, level)).map(toMenuEntry);
  }

  @Query(() => [MenuEntry], { description: "The footer menu of the caller's storefront, in lft order." })
  async footerMenuEntries(@Ctx() ctx: RequestContext): Promise<MenuEntry[]> {
    return (await ctx.commerce.menus.footerMenuEntries(ctx.store)).map(toMenuEntry);
  }

  @Query(() => [SocialLink], { description: 'Facebook, X, Instagram, Strava and YouTube links.' })
  async socialLinks(@Ctx() ctx: RequestContext): Promise<SocialLink[]> {
    return ctx.commerce.menus.socialLinks(ctx.store);
  }
}
