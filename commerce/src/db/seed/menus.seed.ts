import type { Localised, MenuNodeSeed, StoreCode } from './seed.types';

/**
 * Both storefronts share the same paths, so each menu is written once with both titles and
 * split per store below. URLs are relative, lower-case, with leading and trailing slashes.
 */
type BilingualNode = {
  en: string;
  de: string;
  url: string;
  description?: { en: string; de: string };
  children?: BilingualNode[];
};

const node = (en: string, de: string, url: string, children?: BilingualNode[]): BilingualNode =>
  children ? { en, de, url, children } : { en, de, url };

const mainMenu: BilingualNode[] = [
  {
    en: 'Bikes',
    de: 'Fahrräder',
    url: '/bikes/',
    description: {
      en: 'Designed in Britain, built to order and delivered ready to ride.',
      de: 'In Großbritannien entwickelt, auf Bestellung gebaut und fahrbereit geliefert.',
    },
    children: [
      node('Road', 'Rennräder', '/bikes/road/', [
        node('All road bikes', 'Alle Rennräder', '/bikes/road/'),
        node('Aero', 'Aero', '/bikes/road/aero/'),
        node('Lightweight', 'Leichtgewicht', '/bikes/road/lightweight/'),
        node('CGR all-road', 'CGR Allroad', '/bikes/road/cgr/'),
      ]),
      node('Gravel & Adventure', 'Gravel & Adventure', '/bikes/gravel/', [
        node('All gravel bikes', 'Alle Gravelbikes', '/bikes/gravel/'),
        node('Ultra-Grit', 'Ultra-Grit', '/bikes/gravel/ultra-grit/'),
        node('Allgrit', 'Allgrit', '/bikes/gravel/allgrit/'),
        node('Gravel AL', 'Gravel AL', '/bikes/gravel/gravel-al/'),
        node('Gravel Ti', 'Gravel Ti', '/bikes/gravel/gravel-ti/'),
      ]),
      node('Endurance', 'Endurance', '/bikes/endurance/', [
        node('All endurance bikes', 'Alle Endurance-Räder', '/bikes/endurance/'),
        node('Endurance AL', 'Endurance AL', '/bikes/endurance/endurance-al/'),
        node('Endurance SL', 'Endurance SL', '/bikes/endurance/endurance-sl/'),
        node('Endurance Ti', 'Endurance Ti', '/bikes/endurance/endurance-ti/'),
      ]),
      node('E-Bikes', 'E-Bikes', '/bikes/e-bikes/', [
        node('All e-bikes', 'Alle E-Bikes', '/bikes/e-bikes/'),
        node('Electric road bikes', 'E-Rennräder', '/bikes/e-bikes/road/'),
        node('Electric gravel bikes', 'E-Gravelbikes', '/bikes/e-bikes/gravel/'),
        node('Electric hybrid bikes', 'E-Trekkingräder', '/bikes/e-bikes/hybrid/'),
      ]),
      node('Hybrid & City', 'Trekking & City', '/bikes/hybrid-city/', [
        node('All hybrid & city bikes', 'Alle Trekking- & Cityräder', '/bikes/hybrid-city/'),
        node('Hybrid bikes', 'Trekkingräder', '/bikes/hybrid-city/hybrid/'),
        node('Commuter bikes', 'Pendlerräder', '/bikes/hybrid-city/commuter/'),
      ]),
      node('Kids', 'Kinder', '/bikes/kids/', [
        node("All kids' bikes", 'Alle Kinderräder', '/bikes/kids/'),
        node('Balance bikes', 'Laufräder für Kinder', '/bikes/kids/balance/'),
        node('16" & 20" wheels', '16 und 20 Zoll', '/bikes/kids/16-20-inch/'),
        node('24" & 26" wheels', '24 und 26 Zoll', '/bikes/kids/24-26-inch/'),
      ]),
    ],
  },
  {
    en: 'Components',
    de: 'Komponenten',
    url: '/components/',
    description: {
      en: 'Groupsets, wheels and finishing kit from the brands our mechanics trust.',
      de: 'Schaltgruppen, Laufräder und Anbauteile von Marken, denen unsere Mechaniker vertrauen.',
    },
    children: [
      node('Groupsets', 'Schaltgruppen', '/components/groupsets/', [
        node('Road groupsets', 'Rennrad-Schaltgruppen', '/components/groupsets/road/'),
        node('Gravel groupsets', 'Gravel-Schaltgruppen', '/components/groupsets/gravel/'),
        node('Electronic shifting', 'Elektronische Schaltungen', '/components/groupsets/electronic/'),
      ]),
      node('Wheels', 'Laufräder', '/components/wheels/', [
        node('Road wheels', 'Rennrad-Laufräder', '/components/wheels/road/'),
        node('Gravel wheels', 'Gravel-Laufräder', '/components/wheels/gravel/'),
      ]),
      node('Tyres', 'Reifen', '/components/tyres/', [
        node('Road tyres', 'Rennradreifen', '/components/tyres/road/'),
        node('Gravel tyres', 'Gravelreifen', '/components/tyres/gravel/'),
        node('Inner tubes & tubeless', 'Schläuche & Tubeless', '/components/tyres/tubes-tubeless/'),
      ]),
      node('Handlebars & Stems', 'Lenker & Vorbauten', '/components/handlebars-stems/'),
      node('Saddles', 'Sättel', '/components/saddles/'),
      node('Pedals', 'Pedale', '/components/pedals/'),
    ],
  },
  {
    en: 'Accessories',
    de: 'Zubehör',
    url: '/accessories/',
    description: {
      en: 'Everything for safer, easier miles – from lights to tool kits.',
      de: 'Alles für sichere, entspannte Kilometer – von der Beleuchtung bis zum Werkzeug.',
    },
    children: [
      node('Helmets', 'Helme', '/accessories/helmets/'),
      node('Lights', 'Beleuchtung', '/accessories/lights/', [
        node('Front lights', 'Frontlichter', '/accessories/lights/front/'),
        node('Rear lights', 'Rücklichter', '/accessories/lights/rear/'),
        node('Light sets', 'Beleuchtungssets', '/accessories/lights/sets/'),
      ]),
      node('Locks', 'Schlösser', '/accessories/locks/'),
      node('Bags', 'Taschen', '/accessories/bags/', [
        node('Saddle bags', 'Satteltaschen', '/accessories/bags/saddle/'),
        node('Frame bags', 'Rahmentaschen', '/accessories/bags/frame/'),
        node('Handlebar bags', 'Lenkertaschen', '/accessories/bags/handlebar/'),
        node('Panniers', 'Gepäckträgertaschen', '/accessories/bags/panniers/'),
      ]),
      node('Pumps & Tools', 'Pumpen & Werkzeug', '/accessories/pumps-tools/'),
      node('Bottles & Cages', 'Trinkflaschen & Halter', '/accessories/bottles-cages/'),
    ],
  },
  {
    en: 'Clothing',
    de: 'Bekleidung',
    url: '/clothing/',
    description: {
      en: 'Kit for every season, tested in real British weather.',
      de: 'Radbekleidung für jede Jahreszeit – bei Wind und Wetter getestet.',
    },
    children: [
      node('Jerseys', 'Trikots', '/clothing/jerseys/'),
      node('Jackets', 'Jacken', '/clothing/jackets/'),
      node('Shorts & Bib Shorts', 'Radhosen & Trägerhosen', '/clothing/shorts-bib-shorts/'),
      node('Gloves', 'Handschuhe', '/clothing/gloves/'),
      node('Shoes', 'Schuhe', '/clothing/shoes/'),
    ],
  },
  {
    en: 'Cycle to Work',
    de: 'Dienstrad (Cycle to Work)',
    url: '/cycletowork/quote/',
    description: {
      en: 'Get your next bike through your employer and spread the cost from your salary.',
      de: 'Ihr nächstes Rad über den Arbeitgeber – Angebot in wenigen Minuten anfordern.',
    },
  },
  node('Blog', 'Blog', '/blog/'),
];

const footerMenu: BilingualNode[] = [
  node('Help', 'Hilfe', '/faq/', [
    node('Contact us', 'Kontakt', '/contact/'),
    node('Delivery', 'Lieferung', '/delivery/'),
    node('Returns', 'Rücksendungen', '/returns/'),
    node('FAQs', 'Häufige Fragen', '/faq/'),
  ]),
  node('About', 'Über Cadence', '/about-us/', [
    node('About us', 'Über uns', '/about-us/'),
    node('Stores', 'Filialen', '/stores/collection-screen/'),
    node('Careers', 'Karriere', '/careers/'),
  ]),
  node('Legal', 'Rechtliches', '/terms-and-conditions/', [
    node('Terms & conditions', 'AGB', '/terms-and-conditions/'),
    node('Privacy policy', 'Datenschutzerklärung', '/privacy-policy/'),
    node('Cookie policy', 'Cookie-Richtlinie', '/cookie-policy/'),
  ]),
  node('Shop', 'Einkaufen', '/bikes/', [
    node('Cycle to Work', 'Dienstrad (Cycle to Work)', '/cycletowork/quote/'),
    node('Finance', 'Finanzierung', '/finance/'),
  ]),
];

function localise(nodes: BilingualNode[], store: StoreCode): MenuNodeSeed[] {
  const lang = store === 'de-DE' ? 'de' : 'en';
  return nodes.map((n) => {
    const out: MenuNodeSeed = { title: n[lang], url: n.url };
    if (n.description) out.description = n.description[lang];
    if (n.children) out.children = localise(n.children, store);
    return out;
  });
}

export const mainMenuSeed: Localised<MenuNodeSeed[]> = {
  'en-GB': localise(mainMenu, 'en-GB'),
  'de-DE': localise(mainMenu, 'de-DE'),
};

export const footerMenuSeed: Localised<MenuNodeSeed[]> = {
  'en-GB': localise(footerMenu, 'en-GB'),
  'de-DE': localise(footerMenu, 'de-DE'),
};
