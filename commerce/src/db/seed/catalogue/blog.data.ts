import { blogPostsPart1 } from './blog-posts-1.data';
import { blogPostsPart2 } from './blog-posts-2.data';
import { blogPostsPart3 } from './blog-posts-3.data';
import { bi, type BlogCategorySeed, type BlogPostSeed, type BlogTagSeed } from './types';

export const blogCategorySeed: BlogCategorySeed[] = [
  { urlKey: 'buying-guides', names: bi('Buying guides', 'Kaufberatung') },
  { urlKey: 'maintenance', names: bi('Maintenance', 'Wartung & Pflege') },
  { urlKey: 'riding-tips', names: bi('Riding tips', 'Fahrtipps') },
  { urlKey: 'commuting', names: bi('Commuting', 'Pendeln') },
  { urlKey: 'news', names: bi('News', 'Neuigkeiten') },
];

export const blogTagSeed: BlogTagSeed[] = [
  { urlKey: 'road', names: bi('Road', 'Rennrad') },
  { urlKey: 'gravel', names: bi('Gravel', 'Gravel') },
  { urlKey: 'e-bikes', names: bi('E-bikes', 'E-Bikes') },
  { urlKey: 'commuting', names: bi('Commuting', 'Pendeln') },
  { urlKey: 'winter', names: bi('Winter riding', 'Winterfahren') },
  { urlKey: 'bike-fit', names: bi('Bike fit', 'Bikefitting') },
  { urlKey: 'tyres', names: bi('Tyres', 'Reifen') },
  { urlKey: 'workshop', names: bi('Workshop', 'Werkstatt') },
  { urlKey: 'cycle-to-work', names: bi('Cycle to Work', 'Dienstrad') },
  { urlKey: 'beginners', names: bi('Beginners', 'Einsteiger') },
  { urlKey: 'bikepacking', names: bi('Bikepacking', 'Bikepacking') },
  { urlKey: 'kids', names: bi('Kids', 'Kinder') },
  { urlKey: 'components', names: bi('Components', 'Komponenten') },
  { urlKey: 'clothing', names: bi('Clothing', 'Bekleidung') },
];

/** Every post in both languages, oldest first. */
export const blogPostSeed: BlogPostSeed[] = [...blogPostsPart1, ...blogPostsPart2, ...blogPostsPart3].sort((a, b) =>
  a.publishedAt.localeCompare(b.publishedAt),
);
