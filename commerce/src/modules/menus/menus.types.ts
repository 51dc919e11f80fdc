export type MenuName = 'main' | 'footer';

export type MenuEntry = {
  id: number;
  menu: MenuName;
  store: string;
  parentId: number | null;
  level: number;
  lft: number;
  rgt: number;
  title: string;
  url: string;
  description: string | null;
};

export type SocialLink = { id: number; linkUrl: string; linkText: string; icon: string };
