import { bi, type CategorySeed } from './types';

type Pair = [en: string, de: string];

/**
 * One category: path, position among its siblings, name, description, meta description, keywords
 * and (optionally) a meta title; the default meta title is "<name> | Cadence Cycles".
 */
const c = (
  path: string,
  position: number,
  name: Pair,
  description: Pair,
  metaDescription: Pair,
  keywords: Pair,
  metaTitle?: Pair,
): CategorySeed => ({
  path,
  position,
  name: bi(...name),
  description: bi(...description),
  metaTitle: bi(metaTitle?.[0] ?? `${name[0]} | Cadence Cycles`, metaTitle?.[1] ?? `${name[1]} | Cadence Cycles`),
  metaDescription: bi(...metaDescription),
  metaKeywords: bi(...keywords),
});

/**
 * The category tree, parents before children. Every main-menu URL under /bikes/, /components/,
 * /accessories/ and /clothing/ is a category here (url_path = the URL without outer slashes).
 */
export const categorySeed: CategorySeed[] = [
  // --- Bikes ---------------------------------------------------------------------------------
  c(
    'bikes',
    1,
    ['Bikes', 'Fahrräder'],
    [
      'Road, gravel, endurance, electric, hybrid and kids’ bikes, designed in Britain and built to order in our own workshop. Every bike is checked by hand and delivered ready to ride.',
      'Rennräder, Gravelbikes, Endurance-Räder, E-Bikes, Trekking- und Kinderräder – in Großbritannien entwickelt und in unserer eigenen Werkstatt auf Bestellung aufgebaut. Jedes Rad wird von Hand geprüft und fahrbereit geliefert.',
    ],
    [
      'Shop road, gravel, endurance, e-bikes, hybrid and kids’ bikes from Cadence Cycles. Built to order, checked by hand and delivered ready to ride.',
      'Rennräder, Gravelbikes, Endurance-Räder, E-Bikes, Trekking- und Kinderräder von Cadence Cycles: auf Bestellung aufgebaut, von Hand geprüft, fahrbereit geliefert.',
    ],
    [
      'bikes, road bikes, gravel bikes, e-bikes, buy bike online, bike shop UK',
      'Fahrräder, Rennrad, Gravelbike, E-Bike, Fahrrad online kaufen',
    ],
    [
      'Bikes – Road, Gravel, E-Bikes & More | Cadence Cycles',
      'Fahrräder – Rennräder, Gravelbikes, E-Bikes & mehr | Cadence Cycles',
    ],
  ),
  c(
    'bikes/road',
    1,
    ['Road bikes', 'Rennräder'],
    [
      'Fast, light and precise: our road bikes cover everything from aero race machines to lightweight climbers and the go-anywhere CGR all-road range.',
      'Schnell, leicht und präzise: Unsere Rennräder reichen von der Aero-Rennmaschine über den leichten Kletterer bis zur vielseitigen CGR-Allroad-Serie.',
    ],
    [
      'Carbon, aluminium and titanium road bikes with Shimano, SRAM and Campagnolo groupsets. Aero, lightweight and all-road models built to order.',
      'Rennräder aus Carbon, Aluminium und Titan mit Shimano, SRAM und Campagnolo – Aero-, Leichtbau- und Allroad-Modelle, auf Bestellung aufgebaut.',
    ],
    ['road bikes, carbon road bike, racing bike, aero bike, all-road bike', 'Rennrad, Carbon-Rennrad, Aero-Rennrad, Allroad-Rad'],
  ),
  c(
    'bikes/road/aero',
    1,
    ['Aero road bikes', 'Aero-Rennräder'],
    [
      'Built to cheat the wind: deep-section tubes, integrated cockpits and fast wheels for crits, chaingangs and flat, fast road races.',
      'Gebaut gegen den Wind: tiefe Rohrprofile, integrierte Cockpits und schnelle Laufräder für Kriterien, Trainingsgruppen und flache Rennen.',
    ],
    [
      'Aero road bikes from Cadence Cycles: the Aero SL with integrated cockpit and electronic shifting. Built to order in the UK.',
      'Aero-Rennräder von Cadence Cycles: das Aero SL mit integriertem Cockpit und elektronischer Schaltung, auf Bestellung aufgebaut.',
    ],
    ['aero road bike, aero bike, race bike, carbon aero bike', 'Aero-Rennrad, Aerorad, Wettkampfrad'],
  ),
  c(
    'bikes/road/lightweight',
    2,
    ['Lightweight road bikes', 'Leichte Rennräder'],
    [
      'Stiff, responsive and as light as sensible engineering allows – road bikes for riders who go looking for hills.',
      'Steif, direkt und so leicht, wie es solide Technik zulässt – Rennräder für alle, die gezielt die Berge suchen.',
    ],
    [
      'Lightweight carbon road bikes for climbing, from the Ascent SL range. Electronic groupsets, carbon wheels, built to order.',
      'Leichte Carbon-Rennräder zum Klettern aus der Ascent-SL-Serie – mit elektronischen Schaltgruppen und Carbon-Laufrädern.',
    ],
    ['lightweight road bike, climbing bike, carbon road bike', 'leichtes Rennrad, Bergrennrad, Carbon-Rennrad'],
  ),
  c(
    'bikes/road/cgr',
    3,
    ['CGR all-road bikes', 'CGR Allroad-Räder'],
    [
      'The CGR is our one-bike answer to British roads: road-bike speed, room for 40 mm tyres, mudguard and rack mounts, in aluminium, carbon or titanium.',
      'Das CGR ist unsere Antwort für alle, die nur ein Rad wollen: Rennrad-Tempo, Platz für 40-mm-Reifen, Ösen für Schutzbleche und Gepäckträger – aus Aluminium, Carbon oder Titan.',
    ],
    [
      'CGR all-road bikes in aluminium, carbon and titanium: clearance for 40 mm tyres, mudguard mounts and builds from Shimano Sora to SRAM Force AXS.',
      'CGR Allroad-Räder aus Aluminium, Carbon und Titan: Platz für 40-mm-Reifen, Schutzblechösen, Ausstattungen von Shimano Sora bis SRAM Force AXS.',
    ],
    ['CGR, all-road bike, cross gravel road, titanium road bike, winter bike', 'CGR, Allroad-Rad, Titan-Rennrad, Ganzjahresrad'],
    ['CGR All-Road Bikes | Cadence Cycles', 'CGR Allroad-Räder | Cadence Cycles'],
  ),
  c(
    'bikes/gravel',
    2,
    ['Gravel & adventure bikes', 'Gravel- & Adventure-Bikes'],
    [
      'From gravel races to week-long bikepacking trips: drop-bar bikes with wide tyres, relaxed handling and all the mounts you need.',
      'Vom Gravel-Rennen bis zur mehrtägigen Bikepacking-Tour: Räder mit Rennlenker, breiten Reifen, gelassenem Handling und allen nötigen Ösen.',
    ],
    [
      'Gravel and adventure bikes: the Ultra-Grit race bike, the Allgrit explorer and our Gravel AL and Ti. 1x and 2x builds, built to order.',
      'Gravel- und Adventure-Bikes: das Ultra-Grit für Rennen, das Allgrit für Abenteuer sowie Gravel AL und Ti – mit 1x- und 2x-Antrieben.',
    ],
    [
      'gravel bike, adventure bike, bikepacking bike, gravel racing',
      'Gravelbike, Adventure-Bike, Bikepacking-Rad, Gravel-Rennrad',
    ],
  ),
  c(
    'bikes/gravel/ultra-grit',
    1,
    ['Ultra-Grit', 'Ultra-Grit'],
    [
      'Our carbon gravel race bike: quick steering, a low and efficient position and clearance for 50 mm tyres when the route turns rough.',
      'Unser Carbon-Gravelbike für Rennen: direktes Lenkverhalten, eine flache, effiziente Sitzposition und Platz für 50-mm-Reifen, wenn es ruppig wird.',
    ],
    [
      'Ultra-Grit carbon gravel race bikes with Shimano GRX, SRAM XPLR AXS and Campagnolo Ekar. Clearance for 50 mm tyres, built to order.',
      'Ultra-Grit Carbon-Gravelbikes mit Shimano GRX, SRAM XPLR AXS und Campagnolo Ekar – Platz für 50-mm-Reifen, auf Bestellung aufgebaut.',
    ],
    ['Ultra-Grit, carbon gravel bike, gravel race bike', 'Ultra-Grit, Carbon-Gravelbike, Gravel-Rennrad'],
    ['Ultra-Grit Carbon Gravel Bikes | Cadence Cycles', 'Ultra-Grit Carbon-Gravelbikes | Cadence Cycles'],
  ),
  c(
    'bikes/gravel/allgrit',
    2,
    ['Allgrit', 'Allgrit'],
    [
      'Built for loaded miles: stable handling, three-pack fork mounts, a frame bag-friendly front triangle and gearing low enough for any climb.',
      'Gebaut für Touren mit Gepäck: stabiles Fahrverhalten, Dreifach-Ösen an der Gabel, viel Platz für eine Rahmentasche und Übersetzungen für jeden Anstieg.',
    ],
    [
      'Allgrit adventure and bikepacking bikes in aluminium and titanium. Stable geometry, fork cargo mounts, 1x and 2x gravel groupsets.',
      'Allgrit Adventure- und Bikepacking-Räder aus Aluminium und Titan: stabile Geometrie, Gepäckösen an der Gabel, 1x- und 2x-Gravelgruppen.',
    ],
    [
      'Allgrit, adventure bike, bikepacking bike, touring gravel bike',
      'Allgrit, Adventure-Bike, Bikepacking-Rad, Reise-Gravelbike',
    ],
    ['Allgrit Adventure Bikes | Cadence Cycles', 'Allgrit Adventure-Bikes | Cadence Cycles'],
  ),
  c(
    'bikes/gravel/gravel-al',
    3,
    ['Gravel AL', 'Gravel AL'],
    [
      'Our hard-wearing aluminium gravel bike: a great first drop-bar bike, a commuter that shrugs off potholes and a capable weekend explorer.',
      'Unser robustes Aluminium-Gravelbike: ein ideales erstes Rad mit Rennlenker, ein Pendlerrad, das Schlaglöcher wegsteckt, und ein vielseitiger Begleiter fürs Wochenende.',
    ],
    [
      'Gravel AL aluminium gravel bikes from Shimano Sora to SRAM Rival XPLR AXS. Carbon fork, 45 mm tyre clearance, mudguard mounts.',
      'Gravel AL Aluminium-Gravelbikes von Shimano Sora bis SRAM Rival XPLR AXS: Carbongabel, Platz für 45-mm-Reifen, Schutzblechösen.',
    ],
    ['Gravel AL, aluminium gravel bike, entry-level gravel bike', 'Gravel AL, Aluminium-Gravelbike, Einsteiger-Gravelbike'],
    ['Gravel AL Aluminium Gravel Bikes | Cadence Cycles', 'Gravel AL Aluminium-Gravelbikes | Cadence Cycles'],
  ),
  c(
    'bikes/gravel/gravel-ti',
    4,
    ['Gravel Ti', 'Gravel Ti'],
    [
      'Titanium’s gentle ride quality and corrosion resistance on a gravel frame that will outlast a lot of carbon: the bike you keep for decades.',
      'Der sanfte Fahrkomfort und die Korrosionsbeständigkeit von Titan in einem Gravelrahmen, der viele Carbonrahmen überdauert – ein Rad für Jahrzehnte.',
    ],
    [
      'Gravel Ti titanium gravel bikes with Shimano GRX and SRAM XPLR AXS. Brushed finish, 50 mm tyre clearance, built to order in the UK.',
      'Gravel Ti Titan-Gravelbikes mit Shimano GRX und SRAM XPLR AXS: gebürstetes Finish, Platz für 50-mm-Reifen, auf Bestellung aufgebaut.',
    ],
    ['Gravel Ti, titanium gravel bike, Ti gravel', 'Gravel Ti, Titan-Gravelbike'],
    ['Gravel Ti Titanium Gravel Bikes | Cadence Cycles', 'Gravel Ti Titan-Gravelbikes | Cadence Cycles'],
  ),
  c(
    'bikes/endurance',
    3,
    ['Endurance bikes', 'Endurance-Räder'],
    [
      'Long days, big climbs, rough lanes: endurance geometry keeps you comfortable for hours without giving up road-bike speed.',
      'Lange Tage, große Anstiege, raue Straßen: Die Endurance-Geometrie hält Sie stundenlang bequem im Sattel, ohne auf Rennrad-Tempo zu verzichten.',
    ],
    [
      'Endurance road bikes in aluminium, carbon and titanium. Taller front end, 35 mm tyre clearance, sportive-ready builds.',
      'Endurance-Rennräder aus Aluminium, Carbon und Titan: höhere Front, Platz für 35-mm-Reifen, ideal für Radmarathons.',
    ],
    ['endurance bike, sportive bike, comfort road bike', 'Endurance-Rennrad, Marathonrad, komfortables Rennrad'],
  ),
  c(
    'bikes/endurance/endurance-al',
    1,
    ['Endurance AL', 'Endurance AL'],
    [
      'Our best-value road bike: a smooth aluminium frame, full carbon fork and hydraulic discs on every build.',
      'Unser preiswertestes Rennrad: ein komfortabler Aluminiumrahmen, eine Vollcarbongabel und hydraulische Scheibenbremsen an jeder Ausstattung.',
    ],
    [
      'Endurance AL aluminium road bikes with Shimano Sora, Tiagra and 105. Great first road bike, built to order.',
      'Endurance AL Aluminium-Rennräder mit Shimano Sora, Tiagra und 105 – das ideale erste Rennrad, auf Bestellung aufgebaut.',
    ],
    ['Endurance AL, aluminium road bike, first road bike', 'Endurance AL, Aluminium-Rennrad, Einsteiger-Rennrad'],
  ),
  c(
    'bikes/endurance/endurance-sl',
    2,
    ['Endurance SL', 'Endurance SL'],
    [
      'A carbon frame tuned for comfort over rough tarmac, with a relaxed position that still feels fast when you push on.',
      'Ein Carbonrahmen, auf Komfort über rauen Asphalt abgestimmt, mit entspannter Sitzposition, die sich trotzdem schnell anfühlt, wenn Sie Gas geben.',
    ],
    [
      'Endurance SL carbon endurance road bikes with Shimano 105, 105 Di2, Ultegra Di2 and SRAM Rival AXS.',
      'Endurance SL Carbon-Endurance-Rennräder mit Shimano 105, 105 Di2, Ultegra Di2 und SRAM Rival AXS.',
    ],
    ['Endurance SL, carbon endurance bike, sportive bike', 'Endurance SL, Carbon-Endurance-Rad'],
  ),
  c(
    'bikes/endurance/endurance-ti',
    3,
    ['Endurance Ti', 'Endurance Ti'],
    [
      'Hand-finished titanium with endurance geometry: a lively, forgiving ride and a frame that never needs painting.',
      'Von Hand veredeltes Titan mit Endurance-Geometrie: ein lebendiges, nachgiebiges Fahrgefühl und ein Rahmen, der nie lackiert werden muss.',
    ],
    [
      'Endurance Ti titanium road bikes with Shimano 105, Ultegra Di2 and SRAM Force AXS. Built to order in the UK.',
      'Endurance Ti Titan-Rennräder mit Shimano 105, Ultegra Di2 und SRAM Force AXS, auf Bestellung aufgebaut.',
    ],
    ['Endurance Ti, titanium road bike, Ti endurance bike', 'Endurance Ti, Titan-Rennrad'],
  ),
  c(
    'bikes/e-bikes',
    4,
    ['E-bikes', 'E-Bikes'],
    [
      'Electric road, gravel and hybrid bikes with light, quiet motors – assistance when you want it and a natural ride when you don’t.',
      'Elektrische Renn-, Gravel- und Trekkingräder mit leichten, leisen Motoren – Unterstützung, wenn Sie sie wollen, und ein natürliches Fahrgefühl, wenn nicht.',
    ],
    [
      'Electric road, gravel and hybrid bikes from Cadence Cycles with Mahle X20 and Shimano EP motors. Built to order.',
      'E-Rennräder, E-Gravelbikes und E-Trekkingräder von Cadence Cycles mit Mahle-X20- und Shimano-EP-Motoren.',
    ],
    ['e-bike, electric bike, electric road bike, electric gravel bike', 'E-Bike, Elektrofahrrad, E-Rennrad, E-Gravelbike'],
  ),
  c(
    'bikes/e-bikes/road',
    1,
    ['Electric road bikes', 'E-Rennräder'],
    [
      'A discreet hub motor adds up to 250 W on the climbs, yet the bike weighs little more than a conventional road bike.',
      'Ein unauffälliger Nabenmotor liefert am Berg bis zu 250 W – und das Rad wiegt kaum mehr als ein herkömmliches Rennrad.',
    ],
    [
      'Electric road bikes: the E-Road SL with Mahle X20 hub motor and carbon frame. Natural ride, around 12 kg.',
      'E-Rennräder: das E-Road SL mit Mahle-X20-Nabenmotor und Carbonrahmen – natürliches Fahrgefühl, rund 12 kg.',
    ],
    ['electric road bike, e-road bike, lightweight e-bike', 'E-Rennrad, leichtes E-Bike'],
  ),
  c(
    'bikes/e-bikes/gravel',
    2,
    ['Electric gravel bikes', 'E-Gravelbikes'],
    [
      'Reach further into the hills: electric gravel bikes with wide tyres and a motor that helps on steep, loose climbs.',
      'Weiter hinaus ins Gelände: E-Gravelbikes mit breiten Reifen und einem Motor, der an steilen, losen Anstiegen hilft.',
    ],
    [
      'Electric gravel bikes: the E-Gravel AL with Mahle X20 motor, 45 mm tyres and Shimano GRX or SRAM Apex AXS.',
      'E-Gravelbikes: das E-Gravel AL mit Mahle-X20-Motor, 45-mm-Reifen und Shimano GRX oder SRAM Apex AXS.',
    ],
    ['electric gravel bike, e-gravel bike', 'E-Gravelbike, elektrisches Gravelbike'],
  ),
  c(
    'bikes/e-bikes/hybrid',
    3,
    ['Electric hybrid bikes', 'E-Trekkingräder'],
    [
      'Commute without the sweat: electric hybrids with mudguards, rack, integrated lights and a range that covers a week of commuting.',
      'Pendeln ohne Schweiß: E-Trekkingräder mit Schutzblechen, Gepäckträger, integrierter Beleuchtung und einer Reichweite für eine ganze Pendelwoche.',
    ],
    [
      'Electric hybrid bikes with Shimano EP motor, 504 Wh battery, mudguards, rack and lights fitted. Ideal for commuting.',
      'E-Trekkingräder mit Shimano-EP-Motor, 504-Wh-Akku, Schutzblechen, Gepäckträger und Beleuchtung – ideal zum Pendeln.',
    ],
    ['electric hybrid bike, commuter e-bike, city e-bike', 'E-Trekkingrad, Pendler-E-Bike, City-E-Bike'],
  ),
  c(
    'bikes/hybrid-city',
    5,
    ['Hybrid & city bikes', 'Trekking- & Cityräder'],
    [
      'Upright, practical and built to be ridden every day: hybrids for fitness and weekend rides, and commuter bikes that come ready for the school run and the office.',
      'Aufrecht, praktisch und für den täglichen Einsatz gebaut: Trekkingräder für Fitness und Wochenende sowie Pendlerräder, die für Schulweg und Büro gerüstet sind.',
    ],
    [
      'Hybrid and city bikes with flat bars, mudguards and hub gears. Practical, low-maintenance bikes for commuting and fitness.',
      'Trekking- und Cityräder mit geradem Lenker, Schutzblechen und Nabenschaltung – praktisch und wartungsarm für Alltag und Fitness.',
    ],
    ['hybrid bike, city bike, commuter bike, flat bar bike', 'Trekkingrad, Cityrad, Pendlerrad'],
  ),
  c(
    'bikes/hybrid-city/hybrid',
    1,
    ['Hybrid bikes', 'Trekkingräder'],
    [
      'Light aluminium hybrids with flat bars, wide-range gearing and tyres that cope with towpaths as well as tarmac.',
      'Leichte Aluminium-Trekkingräder mit geradem Lenker, großer Übersetzungsbandbreite und Reifen für Treidelpfad und Asphalt.',
    ],
    [
      'Hybrid bikes from Cadence Cycles with Shimano CUES and Deore, hydraulic discs and puncture-resistant tyres.',
      'Trekkingräder von Cadence Cycles mit Shimano CUES und Deore, hydraulischen Scheibenbremsen und pannensicheren Reifen.',
    ],
    ['hybrid bike, fitness bike, flat bar road bike', 'Trekkingrad, Fitnessrad'],
  ),
  c(
    'bikes/hybrid-city/commuter',
    2,
    ['Commuter bikes', 'Pendlerräder'],
    [
      'Hub gears, full mudguards, dynamo lights and a rack: commuter bikes that need little more than air in the tyres.',
      'Nabenschaltung, Vollschutzbleche, Nabendynamo-Licht und Gepäckträger: Pendlerräder, die kaum mehr brauchen als Luft in den Reifen.',
    ],
    [
      'Commuter bikes with Shimano Nexus and Alfine hub gears, dynamo lighting, mudguards and rack fitted.',
      'Pendlerräder mit Shimano-Nexus- und Alfine-Nabenschaltung, Nabendynamo-Beleuchtung, Schutzblechen und Gepäckträger.',
    ],
    ['commuter bike, city bike, hub gear bike, dynamo bike', 'Pendlerrad, Cityrad, Nabenschaltung'],
  ),
  c(
    'bikes/kids',
    6,
    ['Kids’ bikes', 'Kinderräder'],
    [
      'Light, well-proportioned bikes that children can actually control – sized by wheel, with short-reach brakes and low standover.',
      'Leichte, kindgerecht proportionierte Räder, die Kinder wirklich beherrschen – nach Laufradgröße, mit kurzen Bremshebeln und niedriger Überstandshöhe.',
    ],
    [
      'Lightweight kids’ bikes from balance bikes to 26" wheels. Child-sized brakes and cranks, built to last through siblings.',
      'Leichte Kinderräder vom Laufrad bis 26 Zoll – mit kindgerechten Bremsen und Kurbeln, gebaut für mehrere Geschwister.',
    ],
    [
      'kids bikes, children’s bikes, balance bike, 20 inch bike, 24 inch bike',
      'Kinderfahrrad, Laufrad, 20 Zoll Kinderrad, 24 Zoll Kinderrad',
    ],
    ['Kids’ Bikes | Cadence Cycles', 'Kinderräder | Cadence Cycles'],
  ),
  c(
    'bikes/kids/balance',
    1,
    ['Balance bikes', 'Laufräder für Kinder'],
    [
      'The easiest way to learn to ride: no pedals, no stabilisers, just balance and confidence from the age of two.',
      'Der einfachste Weg zum Radfahren: keine Pedale, keine Stützräder – nur Gleichgewicht und Selbstvertrauen ab etwa zwei Jahren.',
    ],
    [
      'Balance bikes for toddlers aged 2 to 5 with 12" and 14" wheels. Light aluminium frame and air tyres.',
      'Laufräder für Kinder von 2 bis 5 Jahren mit 12 und 14 Zoll – leichter Aluminiumrahmen und Luftreifen.',
    ],
    ['balance bike, toddler bike, first bike', 'Laufrad, Kinderlaufrad, erstes Fahrrad'],
  ),
  c(
    'bikes/kids/16-20-inch',
    2,
    ['16" & 20" kids’ bikes', 'Kinderräder 16 und 20 Zoll'],
    [
      'First pedal bikes for children of around four to nine years: light frames, easy gears and brakes sized for small hands.',
      'Die ersten Räder mit Pedalen für Kinder von etwa vier bis neun Jahren: leichte Rahmen, einfache Schaltung und Bremsen für kleine Hände.',
    ],
    [
      '16" and 20" kids’ bikes for ages 4 to 9. Lightweight aluminium, short-reach brakes, built by our own mechanics.',
      'Kinderräder mit 16 und 20 Zoll für 4- bis 9-Jährige: leichtes Aluminium, kurze Bremshebel, von unseren Mechanikern aufgebaut.',
    ],
    ['16 inch bike, 20 inch bike, kids bike', '16 Zoll Kinderrad, 20 Zoll Kinderrad'],
  ),
  c(
    'bikes/kids/24-26-inch',
    3,
    ['24" & 26" kids’ bikes', 'Kinderräder 24 und 26 Zoll'],
    [
      'Proper bikes for older children: drop-bar road and gravel bikes and flat-bar hybrids with real gears for club rides and adventures.',
      'Richtige Räder für ältere Kinder: Renn- und Gravelräder mit Rennlenker sowie Trekkingräder mit echter Schaltung für Vereinsausfahrten und Abenteuer.',
    ],
    [
      '24" and 26" kids’ road, gravel and hybrid bikes for ages 8 to 14. Light, properly geared and built to order.',
      'Kinder-Renn-, Gravel- und Trekkingräder mit 24 und 26 Zoll für 8- bis 14-Jährige – leicht und mit richtiger Schaltung.',
    ],
    ['24 inch bike, 26 inch bike, kids road bike, kids gravel bike', '24 Zoll Kinderrad, 26 Zoll Kinderrad, Kinderrennrad'],
  ),

  // --- Components ------------------------------------------------------------------------------
  c(
    'components',
    2,
    ['Components', 'Komponenten'],
    [
      'Groupsets, wheels, tyres and finishing kit from the brands our mechanics fit every day – for upgrades, repairs and new builds.',
      'Schaltgruppen, Laufräder, Reifen und Anbauteile der Marken, die unsere Mechaniker täglich verbauen – für Upgrades, Reparaturen und Neuaufbauten.',
    ],
    [
      'Bike components: Shimano, SRAM and Campagnolo groupsets, wheels, tyres, handlebars, saddles and pedals.',
      'Fahrradkomponenten: Schaltgruppen von Shimano, SRAM und Campagnolo, Laufräder, Reifen, Lenker, Sättel und Pedale.',
    ],
    [
      'bike components, bike parts, groupsets, wheels, tyres',
      'Fahrradkomponenten, Fahrradteile, Schaltgruppen, Laufräder, Reifen',
    ],
  ),
  c(
    'components/groupsets',
    1,
    ['Groupsets', 'Schaltgruppen'],
    [
      'Complete groupsets for road, gravel and flat-bar bikes, mechanical and electronic, with crank lengths to suit your fit.',
      'Komplette Schaltgruppen für Renn-, Gravel- und Flatbar-Räder, mechanisch und elektronisch, mit passender Kurbellänge.',
    ],
    [
      'Shimano, SRAM and Campagnolo groupsets for road and gravel: 105, Ultegra, Dura-Ace, GRX, Rival, Force, Red, Ekar and more.',
      'Schaltgruppen von Shimano, SRAM und Campagnolo: 105, Ultegra, Dura-Ace, GRX, Rival, Force, Red, Ekar und mehr.',
    ],
    ['groupset, Shimano groupset, SRAM groupset, Campagnolo', 'Schaltgruppe, Shimano Gruppe, SRAM Gruppe, Campagnolo'],
  ),
  c(
    'components/groupsets/road',
    1,
    ['Road groupsets', 'Rennrad-Schaltgruppen'],
    [
      'Two-by road groupsets with close-ratio cassettes and hydraulic disc brakes, from Shimano Sora to Dura-Ace Di2.',
      'Rennrad-Schaltgruppen mit zwei Kettenblättern, fein abgestuften Kassetten und hydraulischen Scheibenbremsen – von Shimano Sora bis Dura-Ace Di2.',
    ],
    [
      'Road groupsets: Shimano 105, Ultegra and Dura-Ace, SRAM Rival, Force and Red AXS, Campagnolo Chorus.',
      'Rennrad-Schaltgruppen: Shimano 105, Ultegra und Dura-Ace, SRAM Rival, Force und Red AXS, Campagnolo Chorus.',
    ],
    ['road groupset, Shimano 105, Ultegra, SRAM Force AXS', 'Rennrad-Schaltgruppe, Shimano 105, Ultegra, SRAM Force AXS'],
  ),
  c(
    'components/groupsets/gravel',
    2,
    ['Gravel groupsets', 'Gravel-Schaltgruppen'],
    [
      'Wide-range gravel groupsets in 1x and 2x, with clutch rear derailleurs that keep the chain quiet on rough ground.',
      'Gravel-Schaltgruppen mit großer Bandbreite in 1x und 2x, mit Kupplungsschaltwerken, die die Kette auf ruppigem Untergrund ruhig halten.',
    ],
    [
      'Gravel groupsets: Shimano GRX, SRAM Apex, Rival, Force and Red XPLR AXS, Campagnolo Ekar 13-speed.',
      'Gravel-Schaltgruppen: Shimano GRX, SRAM Apex, Rival, Force und Red XPLR AXS, Campagnolo Ekar 13-fach.',
    ],
    ['gravel groupset, Shimano GRX, SRAM XPLR, Campagnolo Ekar', 'Gravel-Schaltgruppe, Shimano GRX, SRAM XPLR, Campagnolo Ekar'],
  ),
  c(
    'components/groupsets/electronic',
    3,
    ['Electronic shifting', 'Elektronische Schaltungen'],
    [
      'Shimano Di2 and SRAM AXS: crisp, consistent shifting that never needs cable adjustment, plus spare batteries and chargers.',
      'Shimano Di2 und SRAM AXS: präzise, gleichbleibende Schaltvorgänge ohne Nachstellen von Zügen – dazu Ersatzakkus und Ladegeräte.',
    ],
    [
      'Electronic groupsets and spares: Shimano Di2 and SRAM AXS for road and gravel, batteries and chargers.',
      'Elektronische Schaltgruppen und Ersatzteile: Shimano Di2 und SRAM AXS für Rennrad und Gravel, Akkus und Ladegeräte.',
    ],
    ['electronic groupset, Di2, AXS, wireless shifting', 'elektronische Schaltung, Di2, AXS, kabellose Schaltung'],
  ),
  c(
    'components/wheels',
    2,
    ['Wheels', 'Laufräder'],
    [
      'The single biggest upgrade to most bikes: lighter, stiffer, more aerodynamic wheels in carbon and alloy.',
      'Das wirkungsvollste Upgrade für die meisten Räder: leichtere, steifere und aerodynamischere Laufräder aus Carbon und Aluminium.',
    ],
    [
      'Road and gravel wheelsets from Cadence, Hunt, Zipp, DT Swiss, Fulcrum and Mavic. Tubeless-ready, disc brake.',
      'Laufradsätze für Rennrad und Gravel von Cadence, Hunt, Zipp, DT Swiss, Fulcrum und Mavic – tubeless-ready, für Scheibenbremsen.',
    ],
    ['wheelset, carbon wheels, road wheels, gravel wheels', 'Laufradsatz, Carbon-Laufräder, Rennrad-Laufräder, Gravel-Laufräder'],
  ),
  c(
    'components/wheels/road',
    1,
    ['Road wheels', 'Rennrad-Laufräder'],
    [
      'Disc-brake road wheelsets from durable training alloys to deep-section carbon race wheels.',
      'Rennrad-Laufradsätze für Scheibenbremsen – vom robusten Trainingslaufrad aus Aluminium bis zum hohen Carbon-Rennlaufrad.',
    ],
    [
      'Road bike wheels: alloy and carbon disc wheelsets, tubeless-ready, with Shimano HG and SRAM XDR freehubs.',
      'Rennrad-Laufräder: Aluminium- und Carbon-Laufradsätze für Scheibenbremsen, tubeless-ready, mit Shimano-HG- und SRAM-XDR-Freilauf.',
    ],
    ['road wheels, carbon road wheels, aero wheels', 'Rennrad-Laufräder, Carbon-Laufräder, Aero-Laufräder'],
  ),
  c(
    'components/wheels/gravel',
    2,
    ['Gravel wheels', 'Gravel-Laufräder'],
    [
      'Wide, tough rims that support big tyres at low pressure, in 700c and 650b.',
      'Breite, robuste Felgen, die großvolumige Reifen bei niedrigem Druck gut stützen – in 700c und 650b.',
    ],
    [
      'Gravel wheelsets with wide internal rims, tubeless-ready, in 700c and 650b from Hunt, DT Swiss, Zipp and Cadence.',
      'Gravel-Laufradsätze mit breiten Felgen, tubeless-ready, in 700c und 650b von Hunt, DT Swiss, Zipp und Cadence.',
    ],
    ['gravel wheels, 650b wheels, tubeless gravel wheelset', 'Gravel-Laufräder, 650b Laufräder, Tubeless-Gravellaufradsatz'],
  ),
  c(
    'components/tyres',
    3,
    ['Tyres', 'Reifen'],
    [
      'Road, gravel and commuting tyres, inner tubes and tubeless supplies – the cheapest way to change how your bike rides.',
      'Reifen für Rennrad, Gravel und Alltag, Schläuche und Tubeless-Zubehör – der günstigste Weg, das Fahrverhalten Ihres Rads zu verändern.',
    ],
    [
      'Bike tyres from Continental, Schwalbe, Vittoria, Pirelli and Panaracer, plus inner tubes, sealant and tubeless valves.',
      'Fahrradreifen von Continental, Schwalbe, Vittoria, Pirelli und Panaracer sowie Schläuche, Dichtmilch und Tubeless-Ventile.',
    ],
    ['bike tyres, road tyres, gravel tyres, inner tubes', 'Fahrradreifen, Rennradreifen, Gravelreifen, Schläuche'],
  ),
  c(
    'components/tyres/road',
    1,
    ['Road tyres', 'Rennradreifen'],
    [
      'Fast race tyres, tough all-season tyres and puncture-proof commuting tyres, in widths from 25 to 35 mm.',
      'Schnelle Rennreifen, robuste Ganzjahresreifen und pannensichere Pendlerreifen in Breiten von 25 bis 35 mm.',
    ],
    [
      'Road bike tyres: Continental GP5000, Schwalbe Pro One, Vittoria Corsa, Pirelli P Zero. Clincher and tubeless.',
      'Rennradreifen: Continental GP5000, Schwalbe Pro One, Vittoria Corsa, Pirelli P Zero – Drahtreifen und tubeless.',
    ],
    ['road tyres, GP5000, tubeless road tyres, winter tyres', 'Rennradreifen, GP5000, Tubeless-Rennradreifen, Winterreifen'],
  ),
  c(
    'components/tyres/gravel',
    2,
    ['Gravel tyres', 'Gravelreifen'],
    [
      'From fast semi-slicks for hardpack to knobbly tyres for mud and loose climbs, in widths from 38 to 50 mm.',
      'Von schnellen Semi-Slicks für festen Schotter bis zu Stollenreifen für Matsch und lose Anstiege – in Breiten von 38 bis 50 mm.',
    ],
    [
      'Gravel tyres from Schwalbe G-One, Panaracer GravelKing, Continental Terra, WTB and Vittoria. Tubeless-ready.',
      'Gravelreifen: Schwalbe G-One, Panaracer GravelKing, Continental Terra, WTB und Vittoria – tubeless-ready.',
    ],
    ['gravel tyres, G-One, GravelKing, tubeless gravel tyres', 'Gravelreifen, G-One, GravelKing, Tubeless-Gravelreifen'],
  ),
  c(
    'components/tyres/tubes-tubeless',
    3,
    ['Inner tubes & tubeless', 'Schläuche & Tubeless'],
    [
      'Butyl and TPU inner tubes, sealant, valves, rim tape and plug kits for fixing punctures at the roadside.',
      'Schläuche aus Butyl und TPU, Dichtmilch, Ventile, Felgenband und Reparatursets für Pannen unterwegs.',
    ],
    [
      'Inner tubes, tubeless sealant, valves, rim tape and repair plugs from Schwalbe, Continental, Muc-Off and Stan’s.',
      'Schläuche, Tubeless-Dichtmilch, Ventile, Felgenband und Reparaturstopfen von Schwalbe, Continental, Muc-Off und Stan’s.',
    ],
    ['inner tubes, tubeless sealant, TPU tube, tubeless valves', 'Fahrradschlauch, Dichtmilch, TPU-Schlauch, Tubeless-Ventile'],
  ),
  c(
    'components/handlebars-stems',
    4,
    ['Handlebars & stems', 'Lenker & Vorbauten'],
    [
      'Road and gravel bars, stems, bar tape and computer mounts – the contact points that decide how comfortable you are.',
      'Renn- und Gravellenker, Vorbauten, Lenkerband und Computerhalter – die Kontaktpunkte, die über Ihren Komfort entscheiden.',
    ],
    [
      'Handlebars, stems, bar tape and computer mounts from Cadence, Zipp, Deda, Redshift, Fizik and K-Edge.',
      'Lenker, Vorbauten, Lenkerband und Computerhalter von Cadence, Zipp, Deda, Redshift, Fizik und K-Edge.',
    ],
    ['handlebars, stem, bar tape, gravel handlebar, computer mount', 'Lenker, Vorbau, Lenkerband, Gravellenker, Computerhalter'],
  ),
  c(
    'components/saddles',
    5,
    ['Saddles', 'Sättel'],
    [
      'Short-nose race saddles, cut-out comfort designs and classic leather – in several widths to match your sit bones.',
      'Kurze Renn-Sättel, Komfortmodelle mit Aussparung und klassisches Leder – in mehreren Breiten passend zu Ihren Sitzknochen.',
    ],
    [
      'Bike saddles from Fizik, Brooks, Selle Italia, Prologo, Ergon and Cadence in several widths. Find a saddle that fits.',
      'Fahrradsättel von Fizik, Brooks, Selle Italia, Prologo, Ergon und Cadence in mehreren Breiten.',
    ],
    [
      'bike saddle, road saddle, short nose saddle, Brooks saddle',
      'Fahrradsattel, Rennradsattel, Kurznasensattel, Brooks Sattel',
    ],
  ),
  c(
    'components/pedals',
    6,
    ['Pedals', 'Pedale'],
    [
      'Road and SPD clipless pedals, flats for commuting and power-meter pedals for training with numbers.',
      'Klickpedale für Rennrad und SPD, Plattformpedale für den Alltag und Powermeter-Pedale für das Training nach Wattwerten.',
    ],
    [
      'Bike pedals: Shimano SPD-SL and SPD, Look Keo, Crankbrothers, Wahoo Speedplay and power-meter pedals.',
      'Fahrradpedale: Shimano SPD-SL und SPD, Look Keo, Crankbrothers, Wahoo Speedplay und Powermeter-Pedale.',
    ],
    ['clipless pedals, SPD pedals, road pedals, power meter pedals', 'Klickpedale, SPD-Pedale, Rennradpedale, Powermeter-Pedale'],
  ),

  // --- Accessories -----------------------------------------------------------------------------
  c(
    'accessories',
    3,
    ['Accessories', 'Zubehör'],
    [
      'Helmets, lights, locks, bags, pumps, tools and bottles – everything for safer, easier miles.',
      'Helme, Beleuchtung, Schlösser, Taschen, Pumpen, Werkzeug und Trinkflaschen – alles für sichere, entspannte Kilometer.',
    ],
    [
      'Cycling accessories: helmets, bike lights, locks, bags, pumps, tools, bottles and cages from trusted brands.',
      'Fahrradzubehör: Helme, Fahrradbeleuchtung, Schlösser, Taschen, Pumpen, Werkzeug, Trinkflaschen und Halter.',
    ],
    [
      'cycling accessories, bike lights, bike helmet, bike lock',
      'Fahrradzubehör, Fahrradbeleuchtung, Fahrradhelm, Fahrradschloss',
    ],
  ),
  c(
    'accessories/helmets',
    1,
    ['Helmets', 'Helme'],
    [
      'Road, gravel and commuting helmets with MIPS and other rotational-impact systems, in sizes to fit every head.',
      'Helme für Rennrad, Gravel und Alltag mit MIPS und anderen Systemen gegen Rotationskräfte – in Größen für jeden Kopf.',
    ],
    [
      'Cycling helmets from Kask, Giro, POC, Lazer, MET and Abus. Road, gravel, commuting and kids’ helmets.',
      'Fahrradhelme von Kask, Giro, POC, Lazer, MET und Abus – für Rennrad, Gravel, Alltag und Kinder.',
    ],
    ['cycling helmet, road helmet, MIPS helmet, kids helmet', 'Fahrradhelm, Rennradhelm, MIPS Helm, Kinderhelm'],
  ),
  c(
    'accessories/lights',
    2,
    ['Lights', 'Beleuchtung'],
    [
      'Be seen in daylight and see the road at night: USB-C rechargeable front and rear lights and sets.',
      'Bei Tag gesehen werden und nachts die Straße sehen: per USB-C aufladbare Front- und Rücklichter und Sets.',
    ],
    [
      'Bike lights from Lezyne, Exposure, Knog, Cateye, See.Sense and Garmin Varia. Front, rear and light sets.',
      'Fahrradbeleuchtung von Lezyne, Exposure, Knog, Cateye, See.Sense und Garmin Varia – Front, Rück und Sets.',
    ],
    ['bike lights, front light, rear light, rechargeable bike lights', 'Fahrradbeleuchtung, Frontlicht, Rücklicht, Akkulicht'],
  ),
  c(
    'accessories/lights/front',
    1,
    ['Front lights', 'Frontlichter'],
    [
      'From compact commuter lights to powerful lights for unlit lanes, with beam patterns that don’t dazzle oncoming traffic.',
      'Vom kompakten Pendlerlicht bis zum starken Scheinwerfer für unbeleuchtete Landstraßen – mit Lichtbildern, die den Gegenverkehr nicht blenden.',
    ],
    [
      'Front bike lights from 200 to 1,400 lumens. USB-C rechargeable, day-flash modes, helmet and bar mounts.',
      'Fahrrad-Frontlichter von 200 bis 1.400 Lumen – per USB-C aufladbar, mit Tagblinkmodus und Halterungen für Lenker und Helm.',
    ],
    ['front bike light, bike headlight, USB bike light', 'Fahrrad Frontlicht, Fahrradscheinwerfer, USB Fahrradlicht'],
  ),
  c(
    'accessories/lights/rear',
    2,
    ['Rear lights', 'Rücklichter'],
    [
      'Bright, visible rear lights – including daytime-visible flashers and radar lights that warn you of traffic behind.',
      'Helle, gut sichtbare Rücklichter – auch mit Tagblinkmodus und Radar, das Sie vor nahendem Verkehr warnt.',
    ],
    [
      'Rear bike lights and radar from Garmin Varia, Exposure, See.Sense, Lezyne, Knog and Cateye.',
      'Fahrrad-Rücklichter und Radar von Garmin Varia, Exposure, See.Sense, Lezyne, Knog und Cateye.',
    ],
    ['rear bike light, bike radar, Garmin Varia', 'Fahrrad Rücklicht, Fahrradradar, Garmin Varia'],
  ),
  c(
    'accessories/lights/sets',
    3,
    ['Light sets', 'Beleuchtungssets'],
    [
      'Matched front and rear lights in one box – the simplest way to be ready for the clocks going back.',
      'Aufeinander abgestimmte Front- und Rücklichter in einer Packung – der einfachste Weg, für die dunkle Jahreszeit gerüstet zu sein.',
    ],
    [
      'Bike light sets: front and rear lights together, USB-C rechargeable, for commuting and winter training.',
      'Fahrradbeleuchtungssets: Front- und Rücklicht zusammen, per USB-C aufladbar, für Pendeln und Wintertraining.',
    ],
    ['bike light set, front and rear lights', 'Fahrradbeleuchtung Set, Front- und Rücklicht'],
  ),
  c(
    'accessories/locks',
    3,
    ['Locks', 'Schlösser'],
    [
      'D-locks, chains and folding locks rated by Sold Secure, plus light café locks for a quick coffee stop.',
      'Bügel-, Ketten- und Faltschlösser mit Sold-Secure-Zertifizierung sowie leichte Café-Schlösser für die kurze Kaffeepause.',
    ],
    [
      'Bike locks from Kryptonite, Abus, Hiplok and Litelok: D-locks, chain locks and folding locks with Sold Secure ratings.',
      'Fahrradschlösser von Kryptonite, Abus, Hiplok und Litelok: Bügel-, Ketten- und Faltschlösser.',
    ],
    ['bike lock, D-lock, chain lock, Sold Secure Gold', 'Fahrradschloss, Bügelschloss, Kettenschloss, Faltschloss'],
  ),
  c(
    'accessories/bags',
    4,
    ['Bags', 'Taschen'],
    [
      'Bikepacking bags, commuter panniers and small saddle bags for spares – waterproof and built to last.',
      'Bikepacking-Taschen, Pendlertaschen und kleine Satteltaschen für Ersatzteile – wasserdicht und langlebig.',
    ],
    [
      'Bike bags from Apidura, Restrap, Ortlieb, Topeak and Cadence: saddle, frame and handlebar bags and panniers.',
      'Fahrradtaschen von Apidura, Restrap, Ortlieb, Topeak und Cadence: Sattel-, Rahmen-, Lenker- und Gepäckträgertaschen.',
    ],
    [
      'bike bags, bikepacking bags, panniers, saddle bag',
      'Fahrradtaschen, Bikepacking-Taschen, Gepäckträgertaschen, Satteltasche',
    ],
  ),
  c(
    'accessories/bags/saddle',
    1,
    ['Saddle bags', 'Satteltaschen'],
    [
      'From a tiny wedge for a tube and tyre levers to 14-litre bikepacking seat packs.',
      'Vom kleinen Keil für Schlauch und Reifenheber bis zur 14-Liter-Bikepacking-Satteltasche.',
    ],
    [
      'Saddle bags and bikepacking seat packs from Apidura, Restrap, Topeak and Lezyne.',
      'Satteltaschen und große Bikepacking-Satteltaschen von Apidura, Restrap, Topeak und Lezyne.',
    ],
    ['saddle bag, seat pack, bikepacking saddle bag', 'Satteltasche, Bikepacking Satteltasche'],
  ),
  c(
    'accessories/bags/frame',
    2,
    ['Frame bags', 'Rahmentaschen'],
    [
      'Top-tube bags for snacks and full-frame packs for bikepacking – weight carried low and central.',
      'Oberrohrtaschen für Snacks und Rahmentaschen für Bikepacking – das Gewicht sitzt tief und mittig.',
    ],
    [
      'Frame bags and top tube bags from Apidura, Restrap, Topeak and Cadence. Waterproof, strap-mounted.',
      'Rahmen- und Oberrohrtaschen von Apidura, Restrap, Topeak und Cadence – wasserdicht, mit Klettbändern.',
    ],
    ['frame bag, top tube bag, bikepacking frame bag', 'Rahmentasche, Oberrohrtasche'],
  ),
  c(
    'accessories/bags/handlebar',
    3,
    ['Handlebar bags', 'Lenkertaschen'],
    [
      'Handlebar rolls and bar bags that keep your camera, jacket and map within reach.',
      'Lenkerrollen und Lenkertaschen, die Kamera, Jacke und Karte immer in Reichweite halten.',
    ],
    [
      'Handlebar bags and rolls from Ortlieb, Apidura, Restrap and Cadence for bikepacking and touring.',
      'Lenkertaschen und -rollen von Ortlieb, Apidura, Restrap und Cadence für Bikepacking und Touren.',
    ],
    ['handlebar bag, bar bag, bikepacking handlebar roll', 'Lenkertasche, Lenkerrolle'],
  ),
  c(
    'accessories/bags/panniers',
    4,
    ['Panniers', 'Gepäckträgertaschen'],
    [
      'Waterproof panniers for the commute, the weekly shop and touring, with quick-release rack mounts.',
      'Wasserdichte Gepäckträgertaschen für den Arbeitsweg, den Wocheneinkauf und Reisen – mit Schnellbefestigung.',
    ],
    [
      'Waterproof bike panniers from Ortlieb, Brooks and Cadence for commuting and touring.',
      'Wasserdichte Gepäckträgertaschen von Ortlieb, Brooks und Cadence für Alltag und Reisen.',
    ],
    ['panniers, waterproof panniers, commuter bag, Ortlieb', 'Gepäckträgertasche, wasserdichte Fahrradtasche, Ortlieb'],
  ),
  c(
    'accessories/pumps-tools',
    5,
    ['Pumps & tools', 'Pumpen & Werkzeug'],
    [
      'Track pumps for the garage, mini pumps and CO2 for the road, multi-tools, workstands and chain care.',
      'Standpumpen für die Garage, Minipumpen und CO2 für unterwegs, Multitools, Montageständer und Kettenpflege.',
    ],
    [
      'Bike pumps, CO2 inflators, multi-tools, torque wrenches, workstands and lubes from Lezyne, Topeak, Park Tool and Muc-Off.',
      'Fahrradpumpen, CO2-Kartuschen, Multitools, Drehmomentschlüssel, Montageständer und Pflegemittel von Lezyne, Topeak, Park Tool und Muc-Off.',
    ],
    [
      'bike pump, track pump, multi tool, CO2 inflator, bike tools',
      'Fahrradpumpe, Standpumpe, Multitool, CO2 Pumpe, Fahrradwerkzeug',
    ],
  ),
  c(
    'accessories/bottles-cages',
    6,
    ['Bottles & cages', 'Trinkflaschen & Halter'],
    [
      'Squeezy bottles, insulated bottles and cages in carbon, alloy and stainless steel that hold tight on rough roads.',
      'Weiche Trinkflaschen, isolierte Flaschen und Flaschenhalter aus Carbon, Aluminium und Edelstahl, die auch auf rauen Wegen fest halten.',
    ],
    [
      'Cycling water bottles and bottle cages from Elite, CamelBak, Arundel, Tacx, King Cage and Cadence.',
      'Trinkflaschen und Flaschenhalter von Elite, CamelBak, Arundel, Tacx, King Cage und Cadence.',
    ],
    ['water bottle, bottle cage, insulated bottle, carbon cage', 'Trinkflasche, Flaschenhalter, isolierte Trinkflasche'],
  ),

  // --- Clothing --------------------------------------------------------------------------------
  c(
    'clothing',
    4,
    ['Clothing', 'Bekleidung'],
    [
      'Jerseys, jackets, bib shorts, gloves and shoes for every season, tested in real British weather.',
      'Trikots, Jacken, Trägerhosen, Handschuhe und Schuhe für jede Jahreszeit – bei echtem britischem Wetter getestet.',
    ],
    [
      'Cycling clothing from Cadence, Castelli, Rapha, Endura, Gore and Shimano: jerseys, jackets, bib shorts, gloves and shoes.',
      'Radbekleidung von Cadence, Castelli, Rapha, Endura, Gore und Shimano: Trikots, Jacken, Trägerhosen, Handschuhe und Schuhe.',
    ],
    ['cycling clothing, cycling kit, jersey, bib shorts', 'Radbekleidung, Radtrikot, Trägerhose, Fahrradjacke'],
  ),
  c(
    'clothing/jerseys',
    1,
    ['Jerseys', 'Trikots'],
    [
      'Short- and long-sleeve jerseys with a close fit, three rear pockets and fabrics that dry fast.',
      'Kurz- und Langarmtrikots mit enger Passform, drei Rückentaschen und schnell trocknenden Stoffen.',
    ],
    [
      'Cycling jerseys: short sleeve, long sleeve and thermal from Cadence, Castelli, Rapha, Le Col and Gore.',
      'Radtrikots: Kurzarm, Langarm und Thermo von Cadence, Castelli, Rapha, Le Col und Gore.',
    ],
    ['cycling jersey, short sleeve jersey, thermal jersey', 'Radtrikot, Kurzarmtrikot, Thermotrikot'],
  ),
  c(
    'clothing/jackets',
    2,
    ['Jackets & gilets', 'Jacken & Westen'],
    [
      'Waterproof shells, windproof softshells and packable gilets – for showers, cold descents and winter commuting.',
      'Wasserdichte Jacken, winddichte Softshells und verstaubare Westen – für Schauer, kalte Abfahrten und den Arbeitsweg im Winter.',
    ],
    [
      'Cycling jackets and gilets: waterproof, softshell and packable from Castelli, Rapha, Endura, Gore and Cadence.',
      'Fahrradjacken und Westen: wasserdicht, Softshell und verstaubar von Castelli, Rapha, Endura, Gore und Cadence.',
    ],
    ['cycling jacket, waterproof cycling jacket, gilet, softshell', 'Fahrradjacke, Regenjacke Fahrrad, Radweste, Softshell'],
  ),
  c(
    'clothing/shorts-bib-shorts',
    3,
    ['Shorts & bib shorts', 'Radhosen & Trägerhosen'],
    [
      'Bib shorts with proper chamois pads for long days, winter tights and baggy shorts for trail and town.',
      'Trägerhosen mit hochwertigem Sitzpolster für lange Tage, Winter-Trägerhosen und lockere Shorts für Trail und Stadt.',
    ],
    [
      'Cycling bib shorts, bib tights and baggy shorts from Cadence, Castelli, Rapha, Assos and Endura.',
      'Trägerhosen, lange Trägerhosen und Baggy-Shorts von Cadence, Castelli, Rapha, Assos und Endura.',
    ],
    ['bib shorts, cycling shorts, bib tights', 'Trägerhose, Radhose, lange Trägerhose'],
  ),
  c(
    'clothing/gloves',
    4,
    ['Gloves', 'Handschuhe'],
    [
      'Padded summer mitts, lightweight full-finger gloves and waterproof winter gloves.',
      'Gepolsterte Sommerhandschuhe, leichte Langfingerhandschuhe und wasserdichte Winterhandschuhe.',
    ],
    [
      'Cycling gloves: summer mitts, full-finger, waterproof and winter gloves from Castelli, Endura, Giro, Sealskinz and Cadence.',
      'Radhandschuhe: Kurzfinger, Langfinger, wasserdicht und Winter von Castelli, Endura, Giro, Sealskinz und Cadence.',
    ],
    [
      'cycling gloves, winter cycling gloves, waterproof gloves',
      'Radhandschuhe, Winterhandschuhe Fahrrad, wasserdichte Handschuhe',
    ],
  ),
  c(
    'clothing/shoes',
    5,
    ['Shoes', 'Schuhe'],
    [
      'Road shoes for SPD-SL and Look, gravel shoes with walkable soles for SPD, in standard and wide fits.',
      'Rennradschuhe für SPD-SL und Look sowie Gravelschuhe mit begehbarer Sohle für SPD – in normaler und weiter Passform.',
    ],
    [
      'Cycling shoes from Shimano, Fizik, Giro and Sidi: road and gravel shoes in EU sizes 38 to 47.',
      'Radschuhe von Shimano, Fizik, Giro und Sidi: Rennrad- und Gravelschuhe in den Größen 38 bis 47.',
    ],
    ['cycling shoes, road shoes, gravel shoes, SPD shoes', 'Radschuhe, Rennradschuhe, Gravelschuhe, SPD Schuhe'],
  ),
];
