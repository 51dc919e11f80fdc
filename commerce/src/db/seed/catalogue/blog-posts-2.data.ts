import type { BlogPostSeed } from './types';

/** Blog posts, part 2: commuting and maintenance. */
export const blogPostsPart2: BlogPostSeed[] = [
  {
    urlKey: 'winter-commuting-essentials',
    category: 'commuting',
    tags: ['commuting', 'winter', 'clothing'],
    author: 'Sam Hargreaves',
    publishedAt: '2025-01-28T07:30:00Z',
    imageKind: 'jacket',
    imageColour: '#1d2a4a',
    en: {
      title: 'Winter commuting: ten things that make it easy',
      excerpt:
        'Dark mornings, wet roads and cold hands do not have to end your cycling commute. These are the essentials our staff rely on from November to March.',
      metaTitle: 'Winter Cycle Commuting Essentials | Cadence Cycles',
      metaDescription:
        'Lights, mudguards, tyres, gloves and layers: ten practical tips for commuting by bike through the British winter, from staff who do it every day.',
      body: `<p>Most of our team commute by bike all year round. Winter is not harder because of the cold so much as the dark, the wet and the grit – and each of those has a simple answer.</p>
<h2>See and be seen</h2>
<ol>
<li><strong>Two rear lights.</strong> One steady, one flashing. If one fails or the battery runs out, you are still visible. Our <a href="/accessories/lights/rear/">rear lights</a> include daytime-visible models for grey afternoons.</li>
<li><strong>A front light you can see with.</strong> On unlit roads you want at least 400 lumens with a beam that does not dazzle drivers. See our <a href="/accessories/lights/front/">front lights</a>.</li>
<li><strong>Reflective details that move.</strong> Reflective ankle bands and shoe details catch headlights because they move up and down.</li>
</ol>
<h2>Stay dry and warm</h2>
<ol start="4">
<li><strong>Full mudguards.</strong> They keep the spray off you, your bag and the rider behind. Most of our bikes have mounts for them.</li>
<li><strong>A breathable waterproof.</strong> Choose one with a dropped tail and vents – you will get as wet from sweat as from rain in a cheap plastic jacket. Browse our <a href="/clothing/jackets/">jackets</a>.</li>
<li><strong>Proper gloves.</strong> Cold hands are miserable and make braking harder. Waterproof, insulated <a href="/clothing/gloves/">gloves</a> are the best money you will spend this winter.</li>
<li><strong>Layers, not bulk.</strong> A thin base layer, a long-sleeve jersey and a shell are warmer and more adaptable than one thick coat.</li>
</ol>
<h2>Look after the bike</h2>
<ol start="8">
<li><strong>Tougher tyres.</strong> Puncture-resistant tyres slightly wider than your summer ones give more grip on wet leaves and fewer roadside repairs.</li>
<li><strong>Wet lube and a weekly wipe.</strong> Road salt and grit eat chains. Wipe the chain with a rag and re-lube once a week.</li>
<li><strong>Lower pressure.</strong> Drop 5–10 psi from your summer pressures for better grip on cold, greasy roads.</li>
</ol>
<p>Get those right and winter commuting becomes something you look forward to: quiet roads, crisp mornings and the satisfaction of arriving awake while everyone else is still defrosting their car.</p>`,
    },
    de: {
      title: 'Pendeln im Winter: zehn Tipps, die es leicht machen',
      excerpt:
        'Dunkle Morgen, nasse Straßen und kalte Hände müssen nicht das Ende Ihres Arbeitswegs mit dem Rad sein. Darauf verlässt sich unser Team von November bis März.',
      metaTitle: 'Mit dem Rad durch den Winter pendeln | Cadence Cycles',
      metaDescription:
        'Beleuchtung, Schutzbleche, Reifen, Handschuhe und das Zwiebelprinzip: zehn praktische Tipps für das Pendeln mit dem Rad im Winter.',
      body: `<p>Die meisten aus unserem Team pendeln das ganze Jahr mit dem Rad. Der Winter ist weniger wegen der Kälte anstrengend als wegen Dunkelheit, Nässe und Streugut – und für all das gibt es einfache Lösungen.</p>
<h2>Sehen und gesehen werden</h2>
<ol>
<li><strong>Zwei Rücklichter.</strong> Eines mit Dauerlicht, eines blinkend – wo erlaubt. Fällt eines aus oder ist der Akku leer, bleiben Sie sichtbar. Unter unseren <a href="/accessories/lights/rear/">Rücklichtern</a> finden Sie auch Modelle, die tagsüber gut zu sehen sind. In Deutschland achten Sie bitte auf die StVZO-Zulassung (K-Nummer).</li>
<li><strong>Ein Frontlicht, mit dem Sie etwas sehen.</strong> Auf unbeleuchteten Straßen brauchen Sie ein helles Licht mit einem Lichtbild, das Autofahrer nicht blendet. Siehe unsere <a href="/accessories/lights/front/">Frontlichter</a>.</li>
<li><strong>Reflektoren, die sich bewegen.</strong> Reflexbänder an den Knöcheln und reflektierende Schuhdetails fallen im Scheinwerferlicht auf, weil sie sich auf und ab bewegen.</li>
</ol>
<h2>Trocken und warm bleiben</h2>
<ol start="4">
<li><strong>Vollschutzbleche.</strong> Sie halten Spritzwasser von Ihnen, Ihrer Tasche und Ihrem Hintermann fern. Die meisten unserer Räder haben passende Ösen.</li>
<li><strong>Eine atmungsaktive Regenjacke.</strong> Wählen Sie ein Modell mit verlängertem Rücken und Belüftung – in einer billigen Plastikjacke werden Sie vom Schweiß so nass wie vom Regen. Stöbern Sie in unseren <a href="/clothing/jackets/">Jacken</a>.</li>
<li><strong>Richtige Handschuhe.</strong> Kalte Hände sind unangenehm und erschweren das Bremsen. Wasserdichte, gefütterte <a href="/clothing/gloves/">Handschuhe</a> sind die beste Investition dieses Winters.</li>
<li><strong>Schichten statt Masse.</strong> Eine dünne Funktionsunterwäsche, ein Langarmtrikot und eine Jacke wärmen besser und sind flexibler als ein dicker Mantel.</li>
</ol>
<h2>Das Rad pflegen</h2>
<ol start="8">
<li><strong>Robustere Reifen.</strong> Pannensichere Reifen, etwas breiter als im Sommer, bieten mehr Grip auf nassem Laub und ersparen Reparaturen am Straßenrand.</li>
<li><strong>Nassschmiermittel und wöchentliches Abwischen.</strong> Streusalz und Splitt greifen die Kette an. Wischen Sie sie einmal pro Woche mit einem Lappen ab und ölen Sie sie neu.</li>
<li><strong>Weniger Luftdruck.</strong> Senken Sie den Druck gegenüber dem Sommer um 0,3–0,7 bar – für mehr Grip auf kalten, schmierigen Straßen.</li>
</ol>
<p>Wenn das stimmt, wird das Pendeln im Winter zu etwas, worauf Sie sich freuen: ruhige Straßen, klare Morgen und die Genugtuung, hellwach anzukommen, während andere noch ihre Autoscheiben freikratzen.</p>`,
    },
  },
  {
    urlKey: 'choosing-lights-for-commuting',
    category: 'commuting',
    tags: ['commuting', 'winter', 'beginners'],
    author: 'Sam Hargreaves',
    publishedAt: '2025-10-14T07:00:00Z',
    imageKind: 'light',
    imageColour: '#1b1b1d',
    en: {
      title: 'How to choose bike lights for commuting',
      excerpt:
        'Lumens are only part of the story. Beam shape, run time, side visibility and mounting decide whether a light really works on your commute.',
      metaTitle: 'How to Choose Bike Lights for Commuting | Cadence Cycles',
      metaDescription:
        'Lumens, beam patterns, battery life, daytime flash modes and the legal requirements in the UK: how to choose front and rear bike lights for commuting.',
      body: `<p>When the clocks go back, the lights section of our stores gets busy. Choosing is easier once you decide whether you need lights to <strong>be seen</strong> or lights to <strong>see with</strong> – because those are different jobs.</p>
<h2>Lit streets: lights to be seen</h2>
<p>If your commute is entirely on street-lit roads, a compact front light of 200–400 lumens and a rear light of 30–100 lumens is enough. Look for side windows or a wrap-around lens, so drivers at junctions can see you too.</p>
<h2>Unlit roads: lights to see with</h2>
<p>On country lanes or unlit cycle paths you need 600 lumens or more at the front, with a beam that lights the road without blinding oncoming traffic. Road-specific lights with a cut-off beam, such as those from Exposure, are ideal. Browse our <a href="/accessories/lights/front/">front lights</a>.</p>
<h2>Run time matters more than peak power</h2>
<p>The headline lumen figure usually lasts only an hour or so. Check the run time on the setting you will actually use, and make sure it covers your longest ride home with a margin – batteries hold less charge in the cold.</p>
<h2>What the law says in the UK</h2>
<ul>
<li>Between sunset and sunrise you must have a white front light and a red rear light.</li>
<li>You also need a red rear reflector and amber pedal reflectors (on bikes made after 1985).</li>
<li>Flashing lights are allowed if they flash at least 60 times a minute.</li>
</ul>
<h3>Our recommendation</h3>
<p>For most commuters, a matched pair from our <a href="/accessories/lights/sets/">light sets</a> is the simplest answer, plus a small second rear light as a back-up. If you ride on fast roads, a radar rear light such as the Garmin Varia warns you of approaching traffic – many of our customers say they would never ride without one again.</p>`,
    },
    de: {
      title: 'So wählen Sie die richtige Fahrradbeleuchtung zum Pendeln',
      excerpt:
        'Lumen sind nur ein Teil der Geschichte. Lichtbild, Leuchtdauer, seitliche Sichtbarkeit und Befestigung entscheiden, ob ein Licht auf Ihrem Arbeitsweg wirklich taugt.',
      metaTitle: 'Fahrradbeleuchtung zum Pendeln wählen | Cadence Cycles',
      metaDescription:
        'Lumen, Lichtbild, Akkulaufzeit, Tagblinkmodus und die Vorschriften in Deutschland: So wählen Sie Front- und Rücklicht für den Arbeitsweg.',
      body: `<p>Wenn die Uhren auf Winterzeit umgestellt werden, ist in der Lichtabteilung unserer Filialen viel los. Die Wahl wird leichter, wenn Sie entscheiden, ob Sie Licht zum <strong>Gesehenwerden</strong> oder zum <strong>Sehen</strong> brauchen – denn das sind unterschiedliche Aufgaben.</p>
<h2>Beleuchtete Straßen: gesehen werden</h2>
<p>Führt Ihr Arbeitsweg ausschließlich über beleuchtete Straßen, genügen ein kompaktes Frontlicht und ein helles Rücklicht. Achten Sie auf seitliche Sichtfenster oder eine umlaufende Linse, damit Autofahrer Sie auch an Kreuzungen sehen.</p>
<h2>Unbeleuchtete Strecken: selbst sehen</h2>
<p>Auf Landstraßen oder unbeleuchteten Radwegen brauchen Sie vorn deutlich mehr Leistung und ein Lichtbild mit Hell-Dunkel-Grenze, das die Fahrbahn ausleuchtet, ohne den Gegenverkehr zu blenden. Stöbern Sie in unseren <a href="/accessories/lights/front/">Frontlichtern</a>.</p>
<h2>Leuchtdauer ist wichtiger als Spitzenleistung</h2>
<p>Der beworbene Höchstwert hält meist nur etwa eine Stunde. Prüfen Sie die Leuchtdauer in der Stufe, die Sie tatsächlich nutzen, und planen Sie Reserve für den längsten Heimweg ein – bei Kälte speichern Akkus weniger Energie.</p>
<h2>Was in Deutschland gilt</h2>
<ul>
<li>Im Straßenverkehr müssen Front- und Rücklicht nach StVZO zugelassen sein; Sie erkennen das an der K-Nummer auf dem Gehäuse.</li>
<li>Akkuleuchten sind erlaubt, ein Dynamo ist nicht mehr vorgeschrieben.</li>
<li>Blinkende Front- und Rücklichter sind im Straßenverkehr nicht zulässig; Blinkmodi sind nur abseits öffentlicher Straßen erlaubt.</li>
<li>Dazu gehören ein weißer Frontreflektor, ein roter Rückreflektor, gelbe Pedalreflektoren und Reflektoren oder Reflexstreifen an den Laufrädern.</li>
</ul>
<h3>Unsere Empfehlung</h3>
<p>Für die meisten Pendler ist ein abgestimmtes Paar aus unseren <a href="/accessories/lights/sets/">Beleuchtungssets</a> die einfachste Lösung, dazu ein kleines zweites Rücklicht als Reserve. Bitte prüfen Sie bei jedem Modell, ob es eine StVZO-Zulassung hat, bevor Sie es in Deutschland auf der Straße nutzen.</p>`,
    },
  },
  {
    urlKey: 'bike-security-lock-guide',
    category: 'commuting',
    tags: ['commuting', 'beginners'],
    author: 'Sam Hargreaves',
    publishedAt: '2025-11-11T08:00:00Z',
    imageKind: 'lock',
    imageColour: '#1b1b1d',
    en: {
      title: 'How to lock your bike properly',
      excerpt:
        'Most stolen bikes were locked – just badly. Choose the right lock for where you park, use it well, and make your bike the one thieves walk past.',
      metaTitle: 'How to Lock Your Bike Properly | Cadence Cycles',
      metaDescription:
        'Sold Secure ratings, D-locks and chains, what to lock to, two-lock strategies and registering your bike: a practical guide to bike security.',
      body: `<p>No lock makes a bike impossible to steal. A good lock, used well, makes stealing it slow, noisy and obvious – which is usually enough to send a thief looking for an easier target.</p>
<h2>Match the lock to the risk</h2>
<p>In the UK, <strong>Sold Secure</strong> rates locks as Bronze, Silver, Gold or Diamond. As a guide:</p>
<ul>
<li><strong>Café stop in a quiet village:</strong> a light café lock while you can see the bike.</li>
<li><strong>Office bike shed or suburban station:</strong> a Sold Secure Gold D-lock.</li>
<li><strong>City centre, all day:</strong> a Diamond-rated D-lock plus a second lock or cable for the wheels.</li>
</ul>
<p>Browse our <a href="/accessories/locks/">locks</a> by rating.</p>
<h2>Use it well</h2>
<ol>
<li><strong>Lock the frame</strong> – not just a wheel – to something solid that cannot be lifted, unbolted or cut.</li>
<li><strong>Fill the lock.</strong> The less space inside a D-lock, the harder it is to lever open.</li>
<li><strong>Keep it off the ground</strong>, where it can be smashed with a hammer.</li>
<li><strong>Take quick-release items</strong> such as lights, computers and saddle bags with you.</li>
<li><strong>Park where people walk past</strong> and where there are cameras.</li>
</ol>
<h2>Two locks are better than one</h2>
<p>Thieves usually carry one kind of tool. A D-lock and a chain need two different ones, doubling the time and effort. It is the single most effective thing you can do in high-risk areas.</p>
<h3>Register and insure</h3>
<p>Note your frame number, take photos and register your bike with a national database such as BikeRegister. Check whether your home insurance covers your bike away from home, and keep your receipt – it makes any claim much simpler.</p>`,
    },
    de: {
      title: 'So schließen Sie Ihr Fahrrad richtig ab',
      excerpt:
        'Die meisten gestohlenen Räder waren abgeschlossen – nur schlecht. Wählen Sie das passende Schloss für Ihren Abstellort und nutzen Sie es richtig.',
      metaTitle: 'Fahrrad richtig abschließen | Cadence Cycles',
      metaDescription:
        'Sicherheitsstufen, Bügel- und Kettenschlösser, woran Sie anschließen, zwei Schlösser und die Registrierung Ihres Rads: ein praktischer Ratgeber.',
      body: `<p>Kein Schloss macht ein Fahrrad diebstahlsicher. Ein gutes Schloss, richtig eingesetzt, macht den Diebstahl aber langsam, laut und auffällig – und das genügt meist, damit sich Diebe ein leichteres Ziel suchen.</p>
<h2>Das Schloss passend zum Risiko wählen</h2>
<p>Hersteller geben Sicherheitsstufen an, und in Großbritannien bewertet <strong>Sold Secure</strong> Schlösser mit Bronze, Silver, Gold oder Diamond. Als Richtwert:</p>
<ul>
<li><strong>Kaffeepause im ruhigen Dorf:</strong> ein leichtes Café-Schloss, solange Sie das Rad im Blick haben.</li>
<li><strong>Fahrradraum im Büro oder Bahnhof am Stadtrand:</strong> ein Bügelschloss mit hoher Sicherheitsstufe (Sold Secure Gold).</li>
<li><strong>Innenstadt, den ganzen Tag:</strong> ein Bügelschloss der höchsten Stufe plus ein zweites Schloss oder Kabel für die Laufräder.</li>
</ul>
<p>Stöbern Sie in unseren <a href="/accessories/locks/">Schlössern</a>.</p>
<h2>Richtig anschließen</h2>
<ol>
<li><strong>Schließen Sie den Rahmen an</strong> – nicht nur ein Laufrad – und zwar an etwas Festes, das sich weder anheben noch abschrauben oder durchtrennen lässt.</li>
<li><strong>Füllen Sie das Schloss aus.</strong> Je weniger Platz im Bügel bleibt, desto schwerer lässt er sich aufhebeln.</li>
<li><strong>Halten Sie es vom Boden fern</strong>, wo es mit einem Hammer zerschlagen werden kann.</li>
<li><strong>Nehmen Sie abnehmbare Teile mit</strong>, etwa Lampen, Radcomputer und Satteltasche.</li>
<li><strong>Parken Sie dort, wo Menschen vorbeigehen</strong> und Kameras hängen.</li>
</ol>
<h2>Zwei Schlösser sind besser als eins</h2>
<p>Diebe haben meist nur eine Art von Werkzeug dabei. Ein Bügelschloss und eine Kette erfordern zwei verschiedene – das verdoppelt Zeit und Aufwand. In Gegenden mit hohem Risiko ist das die wirksamste Maßnahme überhaupt.</p>
<h3>Registrieren und versichern</h3>
<p>Notieren Sie die Rahmennummer, machen Sie Fotos und lassen Sie Ihr Rad registrieren oder codieren – in Deutschland bieten das viele Polizeidienststellen und Fahrradclubs an. Prüfen Sie, ob Ihre Hausratversicherung Fahrraddiebstahl auch unterwegs abdeckt, und bewahren Sie den Kaufbeleg auf; das vereinfacht jeden Schadensfall.</p>`,
    },
  },
  {
    urlKey: 'how-to-clean-and-lube-your-chain',
    category: 'maintenance',
    tags: ['workshop', 'components', 'beginners'],
    author: 'Tom Okafor',
    publishedAt: '2025-02-18T18:00:00Z',
    imageKind: 'tool',
    imageColour: '#2457a6',
    en: {
      title: 'How to clean and lube your chain in ten minutes',
      excerpt:
        'A clean chain shifts better, runs quieter and makes your cassette and chainrings last far longer. Here is our workshop routine.',
      metaTitle: 'How to Clean and Lube a Bike Chain | Cadence Cycles',
      metaDescription:
        'A ten-minute routine for cleaning and lubricating your bike chain, choosing wet or dry lube, and checking chain wear before it damages your drivetrain.',
      body: `<p>Of all the jobs you can do at home, looking after your chain gives the biggest return. A dirty, dry chain wastes watts, shifts poorly and wears out expensive cassettes and chainrings. Ten minutes a week keeps it in shape.</p>
<h2>What you need</h2>
<ul>
<li>A bike cleaner or degreaser and a stiff brush</li>
<li>Two clean rags</li>
<li>Chain lube suited to the season</li>
<li>A chain checker</li>
</ul>
<p>Everything is in our <a href="/accessories/pumps-tools/">pumps and tools</a> range.</p>
<h2>The routine</h2>
<ol>
<li><strong>Degrease.</strong> Spray degreaser onto the chain while turning the cranks backwards, and scrub the jockey wheels and chainrings with the brush.</li>
<li><strong>Rinse.</strong> Use a gentle stream of water – never a pressure washer, which forces grit into bearings.</li>
<li><strong>Dry.</strong> Run the chain through a rag until it comes out clean and dry.</li>
<li><strong>Lube.</strong> Apply one drop to each roller on the inside of the chain while turning the cranks backwards.</li>
<li><strong>Wipe.</strong> Leave it for a few minutes, then wipe off the excess. Lube belongs inside the rollers; on the outside it only collects dirt.</li>
</ol>
<h2>Wet or dry lube?</h2>
<p>Dry or ceramic lubes stay clean in summer but wash off in the rain. Wet lubes last through British winters but attract more grime, so they need wiping more often. Many of our staff keep one of each.</p>
<h3>Check for wear</h3>
<p>Chains stretch as their pins and rollers wear. Use a chain checker once a month: at 0.5% wear on 11- and 12-speed chains, or 0.75% on older ones, replace the chain. Do it in time and a cassette will last through three or four chains; leave it too long and you will need a new cassette and chainrings too.</p>`,
    },
    de: {
      title: 'Kette reinigen und ölen in zehn Minuten',
      excerpt:
        'Eine saubere Kette schaltet besser, läuft leiser und lässt Kassette und Kettenblätter viel länger halten. So machen wir es in der Werkstatt.',
      metaTitle: 'Fahrradkette reinigen und ölen | Cadence Cycles',
      metaDescription:
        'In zehn Minuten zur sauberen Kette: Reinigen, Schmieren, Nass- oder Trockenschmiermittel wählen und den Kettenverschleiß prüfen, bevor er den Antrieb schädigt.',
      body: `<p>Von allen Arbeiten, die Sie zu Hause erledigen können, bringt die Kettenpflege den größten Nutzen. Eine schmutzige, trockene Kette kostet Watt, schaltet schlecht und verschleißt teure Kassetten und Kettenblätter. Zehn Minuten pro Woche halten sie in Form.</p>
<h2>Was Sie brauchen</h2>
<ul>
<li>Fahrradreiniger oder Entfetter und eine feste Bürste</li>
<li>Zwei saubere Lappen</li>
<li>Ein zur Jahreszeit passendes Kettenschmiermittel</li>
<li>Eine Kettenverschleißlehre</li>
</ul>
<p>Alles finden Sie in unserem Sortiment <a href="/accessories/pumps-tools/">Pumpen &amp; Werkzeug</a>.</p>
<h2>So gehen Sie vor</h2>
<ol>
<li><strong>Entfetten.</strong> Sprühen Sie Entfetter auf die Kette, während Sie die Kurbel rückwärts drehen, und schrubben Sie Schaltröllchen und Kettenblätter mit der Bürste.</li>
<li><strong>Abspülen.</strong> Mit einem sanften Wasserstrahl – niemals mit dem Hochdruckreiniger, der Schmutz in die Lager drückt.</li>
<li><strong>Trocknen.</strong> Ziehen Sie die Kette durch einen Lappen, bis sie sauber und trocken herauskommt.</li>
<li><strong>Schmieren.</strong> Geben Sie auf jede Rolle an der Innenseite der Kette einen Tropfen, während Sie die Kurbel rückwärts drehen.</li>
<li><strong>Abwischen.</strong> Ein paar Minuten einwirken lassen, dann den Überschuss abwischen. Das Schmiermittel gehört in die Rollen – außen sammelt es nur Schmutz.</li>
</ol>
<h2>Nass- oder Trockenschmiermittel?</h2>
<p>Trocken- oder Keramikschmiermittel bleiben im Sommer sauber, werden aber vom Regen ausgewaschen. Nassschmiermittel halten auch einen nassen Winter durch, ziehen aber mehr Schmutz an und müssen öfter abgewischt werden. Viele in unserem Team haben beides im Regal.</p>
<h3>Verschleiß prüfen</h3>
<p>Ketten längen sich, wenn Bolzen und Rollen verschleißen. Prüfen Sie einmal im Monat mit einer Verschleißlehre: Bei 0,5 % Längung an 11- und 12-fach-Ketten oder 0,75 % an älteren Ketten ist ein Tausch fällig. Rechtzeitig getauscht, übersteht eine Kassette drei bis vier Ketten; warten Sie zu lange, brauchen Sie auch eine neue Kassette und neue Kettenblätter.</p>`,
    },
  },
  {
    urlKey: 'tubeless-setup-guide',
    category: 'maintenance',
    tags: ['tyres', 'workshop', 'gravel'],
    author: 'Tom Okafor',
    publishedAt: '2025-04-08T17:30:00Z',
    imageKind: 'tyre',
    imageColour: '#1b1b1d',
    en: {
      title: 'Going tubeless: a step-by-step set-up guide',
      excerpt:
        'Fewer punctures, lower pressures and a smoother ride. Setting up tubeless tyres is easier than its reputation – here is how our mechanics do it.',
      metaTitle: 'How to Set Up Tubeless Tyres | Cadence Cycles',
      metaDescription:
        'A step-by-step guide to setting up tubeless road and gravel tyres: rim tape, valves, sealant quantities, seating the bead and roadside repairs.',
      body: `<p>Tubeless tyres seal most small punctures before you notice them and let you run lower pressures without pinch flats. Most of our gravel and many of our road bikes leave the workshop tubeless-ready. Here is how to make the switch.</p>
<h2>You will need</h2>
<ul>
<li>Tubeless-ready rims and tyres</li>
<li>Tubeless rim tape, 2 mm wider than your internal rim width</li>
<li>Tubeless valves of the right length</li>
<li>Sealant: around 30 ml per road tyre, 40–60 ml per gravel tyre</li>
<li>A track pump – or a tubeless booster for stubborn tyres</li>
</ul>
<p>Find tape, valves, sealant and plugs in <a href="/components/tyres/tubes-tubeless/">tubes and tubeless</a>.</p>
<h2>Step by step</h2>
<ol>
<li><strong>Clean the rim</strong> with isopropyl alcohol and let it dry.</li>
<li><strong>Tape the rim</strong>, starting just past the valve hole, keeping the tape tight and centred, and overlap by about 10 cm.</li>
<li><strong>Fit the valve</strong> through a small hole in the tape and tighten the lock ring by hand.</li>
<li><strong>Fit one side of the tyre</strong>, then most of the other, leaving a gap opposite the valve.</li>
<li><strong>Add sealant</strong> through the gap, then finish fitting the tyre.</li>
<li><strong>Inflate quickly.</strong> Remove the valve core for a bigger rush of air, or use a booster. You will hear pops as the beads seat.</li>
<li><strong>Shake and spin.</strong> Refit the core, inflate to the tyre’s maximum, then rotate and tilt the wheel so sealant coats the whole inside.</li>
</ol>
<h2>Living with tubeless</h2>
<p>Sealant dries out. Top it up every two to three months – more often in hot weather. Always carry a plug kit for holes the sealant cannot close, and a spare inner tube just in case.</p>
<h3>What if it will not seal?</h3>
<p>Check the tape for gaps around the valve, make sure the valve is tight, and leave the wheel on its side for a few minutes, then turn it over. Most slow leaks stop within one ride.</p>`,
    },
    de: {
      title: 'Umstieg auf Tubeless: Schritt-für-Schritt-Anleitung',
      excerpt:
        'Weniger Pannen, weniger Luftdruck, mehr Komfort. Tubeless-Reifen zu montieren ist einfacher als ihr Ruf – so machen es unsere Mechaniker.',
      metaTitle: 'Tubeless-Reifen montieren | Cadence Cycles',
      metaDescription:
        'Tubeless-Reifen für Rennrad und Gravel Schritt für Schritt montieren: Felgenband, Ventile, Dichtmilchmenge, Reifen aufspringen lassen und Pannenhilfe unterwegs.',
      body: `<p>Tubeless-Reifen dichten die meisten kleinen Löcher ab, bevor Sie es bemerken, und erlauben niedrigeren Luftdruck ohne Durchschläge. Die meisten unserer Gravelbikes und viele unserer Rennräder verlassen die Werkstatt tubeless-ready. So gelingt der Umstieg.</p>
<h2>Das brauchen Sie</h2>
<ul>
<li>Tubeless-taugliche Felgen und Reifen</li>
<li>Tubeless-Felgenband, 2 mm breiter als die Maulweite</li>
<li>Tubeless-Ventile in passender Länge</li>
<li>Dichtmilch: etwa 30 ml pro Rennradreifen, 40–60 ml pro Gravelreifen</li>
<li>Eine Standpumpe – oder einen Tubeless-Booster für widerspenstige Reifen</li>
</ul>
<p>Felgenband, Ventile, Dichtmilch und Reparaturstopfen finden Sie unter <a href="/components/tyres/tubes-tubeless/">Schläuche &amp; Tubeless</a>.</p>
<h2>Schritt für Schritt</h2>
<ol>
<li><strong>Felge reinigen</strong> – mit Isopropylalkohol, dann trocknen lassen.</li>
<li><strong>Felgenband aufkleben</strong>: kurz hinter dem Ventilloch beginnen, straff und mittig kleben und etwa 10 cm überlappen lassen.</li>
<li><strong>Ventil montieren</strong>: durch ein kleines Loch im Band stecken und die Mutter handfest anziehen.</li>
<li><strong>Eine Reifenflanke aufziehen</strong>, dann den Großteil der zweiten, gegenüber dem Ventil eine Lücke lassen.</li>
<li><strong>Dichtmilch einfüllen</strong> – durch die Lücke, dann den Reifen vollständig aufziehen.</li>
<li><strong>Schnell aufpumpen.</strong> Nehmen Sie den Ventileinsatz heraus, damit mehr Luft auf einmal einströmt, oder nutzen Sie einen Booster. Mit einem Knall springen die Reifenwülste ins Felgenhorn.</li>
<li><strong>Schütteln und drehen.</strong> Ventileinsatz wieder einsetzen, auf den Maximaldruck pumpen und das Laufrad drehen und kippen, damit die Dichtmilch die ganze Innenseite benetzt.</li>
</ol>
<h2>Im Alltag</h2>
<p>Dichtmilch trocknet aus. Füllen Sie alle zwei bis drei Monate nach, bei Hitze öfter. Haben Sie immer ein Reparaturset für Löcher dabei, die die Dichtmilch nicht schließt – und für den Notfall einen Ersatzschlauch.</p>
<h3>Wenn es nicht dicht wird</h3>
<p>Prüfen Sie das Felgenband auf Lücken am Ventil, ziehen Sie das Ventil nach und legen Sie das Laufrad einige Minuten auf die Seite, dann auf die andere. Die meisten langsamen Lecks schließen sich innerhalb einer Ausfahrt.</p>`,
    },
  },
  {
    urlKey: 'bedding-in-disc-brake-pads',
    category: 'maintenance',
    tags: ['workshop', 'components'],
    author: 'Tom Okafor',
    publishedAt: '2025-06-24T17:00:00Z',
    imageKind: 'groupset',
    imageColour: '#6e7378',
    en: {
      title: 'Disc brakes: bedding in new pads and keeping them quiet',
      excerpt:
        'New pads that feel weak or squeal have usually not been bedded in. A five-minute routine gives you full power and quiet, consistent braking.',
      metaTitle: 'How to Bed In Disc Brake Pads | Cadence Cycles',
      metaDescription:
        'How to bed in new disc brake pads and rotors, avoid contamination, stop squealing and know when your pads need replacing.',
      body: `<p>Hydraulic disc brakes are powerful and consistent in all weathers – once they are set up properly. The most common complaint we hear about new brakes is weak or noisy braking, and it is nearly always solved by bedding them in.</p>
<h2>What bedding in does</h2>
<p>Bedding in transfers a thin, even layer of pad material onto the rotor. Until that layer forms, the pads and rotor are not working together, so braking feels wooden and can squeal.</p>
<h2>The routine</h2>
<ol>
<li>Find a quiet, flat road or car park.</li>
<li>Ride at around 25 km/h and brake firmly with one brake until you are at walking pace. Do not lock the wheel and do not stop completely.</li>
<li>Repeat 15–20 times per brake.</li>
<li>Finish with three or four harder stops from a higher speed.</li>
<li>Let the brakes cool before riding normally.</li>
</ol>
<h2>Keep them clean</h2>
<p>Oil is the enemy of disc brakes. Never spray lube or polish near the rotors, and wash your hands before touching pads. If pads do get contaminated, they usually need replacing; rotors can be cleaned with isopropyl alcohol.</p>
<h2>When to replace pads</h2>
<p>Check your pads every month or so. Replace them when the friction material is worn down to about 0.5 mm, or if they are glazed and shiny. In wet, gritty winters a set of pads can wear out in a few weeks of commuting, so keep a spare pair at home.</p>
<h3>Still squealing?</h3>
<p>Check the rotor bolts are tight, the calliper is aligned and the rotor is true. If all that is fine, a set of fresh pads, properly bedded in, nearly always fixes it. Our workshop can do it for you if you prefer – spare pads and rotors are available for every <a href="/components/groupsets/">groupset</a> we sell.</p>`,
    },
    de: {
      title: 'Scheibenbremsen: neue Beläge einbremsen und Quietschen vermeiden',
      excerpt:
        'Neue Beläge, die schwach bremsen oder quietschen, wurden meist nicht eingebremst. Fünf Minuten genügen für volle Bremskraft und leises, gleichmäßiges Bremsen.',
      metaTitle: 'Scheibenbremsbeläge einbremsen | Cadence Cycles',
      metaDescription:
        'So bremsen Sie neue Scheibenbremsbeläge und Bremsscheiben richtig ein, vermeiden Verschmutzung, stoppen das Quietschen und erkennen den richtigen Zeitpunkt zum Wechsel.',
      body: `<p>Hydraulische Scheibenbremsen sind kräftig und bei jedem Wetter zuverlässig – sofern sie richtig eingestellt sind. Die häufigste Beschwerde über neue Bremsen ist schwache oder laute Bremsleistung, und fast immer hilft das Einbremsen.</p>
<h2>Was das Einbremsen bewirkt</h2>
<p>Beim Einbremsen wird eine dünne, gleichmäßige Schicht Belagmaterial auf die Bremsscheibe übertragen. Bis sich diese Schicht gebildet hat, arbeiten Belag und Scheibe nicht richtig zusammen – die Bremse fühlt sich hölzern an und kann quietschen.</p>
<h2>So gehen Sie vor</h2>
<ol>
<li>Suchen Sie sich eine ruhige, ebene Straße oder einen leeren Parkplatz.</li>
<li>Fahren Sie etwa 25 km/h und bremsen Sie mit einer Bremse kräftig bis auf Schritttempo. Das Rad darf nicht blockieren, und Sie sollten nicht ganz anhalten.</li>
<li>Wiederholen Sie das 15- bis 20-mal pro Bremse.</li>
<li>Zum Abschluss drei oder vier kräftigere Bremsungen aus höherem Tempo.</li>
<li>Lassen Sie die Bremsen abkühlen, bevor Sie normal weiterfahren.</li>
</ol>
<h2>Sauber halten</h2>
<p>Öl ist der Feind jeder Scheibenbremse. Sprühen Sie niemals Schmiermittel oder Politur in die Nähe der Scheiben und waschen Sie sich die Hände, bevor Sie Beläge anfassen. Verschmutzte Beläge müssen meist ersetzt werden; Bremsscheiben lassen sich mit Isopropylalkohol reinigen.</p>
<h2>Wann die Beläge getauscht werden müssen</h2>
<p>Prüfen Sie die Beläge etwa monatlich. Tauschen Sie sie, wenn das Belagmaterial auf etwa 0,5 mm abgefahren ist oder glasig glänzt. In nassen, schmutzigen Wintern kann ein Satz Beläge nach wenigen Wochen Pendeln verbraucht sein – halten Sie ein Ersatzpaar bereit.</p>
<h3>Es quietscht immer noch?</h3>
<p>Prüfen Sie, ob die Scheibenschrauben fest sitzen, der Bremssattel ausgerichtet ist und die Scheibe rund läuft. Ist das alles in Ordnung, hilft fast immer ein Satz neuer, richtig eingebremster Beläge. Auf Wunsch erledigt das unsere Werkstatt – Ersatzbeläge und Scheiben gibt es für jede <a href="/components/groupsets/">Schaltgruppe</a> aus unserem Sortiment.</p>`,
    },
  },
  {
    urlKey: 'the-m-check',
    category: 'maintenance',
    tags: ['workshop', 'beginners'],
    author: 'Tom Okafor',
    publishedAt: '2025-09-30T17:45:00Z',
    imageKind: 'tool',
    imageColour: '#c1272d',
    en: {
      title: 'The M-check: a five-minute safety check before every ride',
      excerpt:
        'Mechanics trace an M shape over the bike to check it from front wheel to back. Learn the routine and catch problems before they catch you.',
      metaTitle: 'The M-Check: A Five-Minute Bike Safety Check | Cadence Cycles',
      metaDescription:
        'How to do an M-check on your bike: wheels, headset, handlebars, saddle, cranks, chain and brakes, in the order mechanics use.',
      body: `<p>The M-check is the routine our mechanics use on every bike that comes into the workshop. It traces the shape of a letter M – from the front wheel, up to the bars, down to the cranks, up to the saddle and down to the rear wheel – so nothing is missed. It takes five minutes and needs no tools.</p>
<h2>1. Front wheel</h2>
<p>Check the thru-axle or quick release is tight. Spin the wheel: it should run straight and quietly. Squeeze the tyre and look for cuts, bulges or worn tread.</p>
<h2>2. Headset and fork</h2>
<p>Hold the front brake and rock the bike back and forth. Any knocking or play means the headset needs adjusting.</p>
<h2>3. Handlebars and stem</h2>
<p>Stand in front of the bike with the wheel between your knees and try to twist the bars. Nothing should move. Check the brake levers are tight and the bar tape is secure.</p>
<h2>4. Cranks and bottom bracket</h2>
<p>Push the cranks sideways towards and away from the frame. They should not knock. Spin them backwards and listen for grinding.</p>
<h2>5. Saddle and seatpost</h2>
<p>Try to twist the saddle and push its nose up and down. Check your saddle height mark has not moved.</p>
<h2>6. Rear wheel and drivetrain</h2>
<ul>
<li>Check the axle, spin the wheel and inspect the tyre, as at the front.</li>
<li>Look at the chain: it should be clean and lubricated, with no stiff links.</li>
<li>Run through the gears to check every shift is crisp.</li>
</ul>
<h2>7. Brakes</h2>
<p>Pull each lever firmly. It should stop well before the bar, and feel firm rather than spongy. Look at the pads for wear.</p>
<h3>Found something?</h3>
<p>Many fixes are simple with a good <a href="/accessories/pumps-tools/">multi-tool and a torque wrench</a>. If you are not sure, bring the bike to our workshop – we would always rather check something that turns out to be fine.</p>`,
    },
    de: {
      title: 'Der M-Check: fünf Minuten Sicherheitscheck vor jeder Fahrt',
      excerpt:
        'Mechaniker prüfen ein Rad entlang einer M-Form vom Vorder- bis zum Hinterrad. Lernen Sie die Routine – und entdecken Sie Probleme, bevor sie Sie überraschen.',
      metaTitle: 'Der M-Check: Sicherheitscheck fürs Fahrrad | Cadence Cycles',
      metaDescription:
        'So machen Sie den M-Check an Ihrem Rad: Laufräder, Steuersatz, Lenker, Sattel, Kurbeln, Kette und Bremsen in der Reihenfolge, die Mechaniker nutzen.',
      body: `<p>Der M-Check ist die Routine, die unsere Mechaniker bei jedem Rad anwenden, das in die Werkstatt kommt. Er folgt der Form eines M – vom Vorderrad hinauf zum Lenker, hinunter zu den Kurbeln, hinauf zum Sattel und hinunter zum Hinterrad –, damit nichts übersehen wird. Er dauert fünf Minuten und kommt ohne Werkzeug aus.</p>
<h2>1. Vorderrad</h2>
<p>Prüfen Sie, ob Steckachse oder Schnellspanner fest sitzen. Drehen Sie das Rad: Es sollte gerade und leise laufen. Drücken Sie den Reifen und suchen Sie nach Schnitten, Beulen oder abgefahrenem Profil.</p>
<h2>2. Steuersatz und Gabel</h2>
<p>Ziehen Sie die Vorderradbremse und schieben Sie das Rad vor und zurück. Klackern oder Spiel bedeutet, dass der Steuersatz eingestellt werden muss.</p>
<h2>3. Lenker und Vorbau</h2>
<p>Stellen Sie sich vor das Rad, klemmen Sie das Vorderrad zwischen die Knie und versuchen Sie, den Lenker zu verdrehen. Nichts darf sich bewegen. Prüfen Sie, ob die Bremshebel fest sitzen und das Lenkerband hält.</p>
<h2>4. Kurbeln und Tretlager</h2>
<p>Drücken Sie die Kurbeln seitlich zum Rahmen hin und von ihm weg. Sie dürfen nicht klackern. Drehen Sie sie rückwärts und hören Sie auf Mahlgeräusche.</p>
<h2>5. Sattel und Sattelstütze</h2>
<p>Versuchen Sie, den Sattel zu verdrehen und die Sattelnase auf und ab zu drücken. Prüfen Sie, ob sich Ihre Markierung für die Sattelhöhe verschoben hat.</p>
<h2>6. Hinterrad und Antrieb</h2>
<ul>
<li>Achse prüfen, Rad drehen und Reifen kontrollieren – wie vorn.</li>
<li>Sehen Sie sich die Kette an: Sie sollte sauber und geschmiert sein, ohne steife Glieder.</li>
<li>Schalten Sie durch alle Gänge und prüfen Sie, ob jeder Gangwechsel sauber gelingt.</li>
</ul>
<h2>7. Bremsen</h2>
<p>Ziehen Sie jeden Hebel kräftig. Er sollte deutlich vor dem Lenker stoppen und sich fest statt schwammig anfühlen. Prüfen Sie die Beläge auf Verschleiß.</p>
<h3>Etwas gefunden?</h3>
<p>Vieles lässt sich mit einem guten <a href="/accessories/pumps-tools/">Multitool und einem Drehmomentschlüssel</a> selbst beheben. Wenn Sie unsicher sind, bringen Sie das Rad in unsere Werkstatt – wir prüfen lieber einmal zu viel als einmal zu wenig.</p>`,
    },
  },
  {
    urlKey: 'e-bike-battery-care',
    category: 'maintenance',
    tags: ['e-bikes', 'winter', 'workshop'],
    author: 'Ellie Marsh',
    publishedAt: '2025-12-02T09:00:00Z',
    imageKind: 'e-bike',
    imageColour: '#4a5058',
    en: {
      title: 'E-bike battery care: make it last for years',
      excerpt:
        'Your battery is the most expensive part of your e-bike. A few simple habits keep it healthy through winters and storage, and protect its range.',
      metaTitle: 'E-Bike Battery Care Tips | Cadence Cycles',
      metaDescription:
        'How to charge, store and look after an e-bike battery in winter and summer, and what to avoid, so it keeps its range for years.',
      body: `<p>A modern e-bike battery should last for many hundreds of charge cycles – typically several years of regular riding – before its capacity drops noticeably. How you charge and store it makes a real difference to how long that is.</p>
<h2>Charging</h2>
<ul>
<li><strong>Use the charger supplied</strong> with your bike, or an approved replacement.</li>
<li><strong>Charge at room temperature.</strong> If you have been riding in the cold, bring the battery indoors and let it warm up for an hour before charging.</li>
<li><strong>You do not need to run it flat.</strong> Lithium-ion batteries are happiest topped up little and often.</li>
<li><strong>Unplug when full</strong> if you can – the charger will stop, but there is no benefit in leaving it connected for days.</li>
</ul>
<h2>Storing over winter</h2>
<p>If you will not ride for a few weeks, store the battery at around 30–60% charge in a cool, dry place indoors. Check it every month or two and top it up to that level if needed. Never store a battery completely empty: deep discharge can damage it permanently.</p>
<h2>Cleaning</h2>
<p>Wipe the battery and its contacts with a damp cloth. Never use a pressure washer on an e-bike – water forced into the connectors and motor seals is one of the most common causes of faults we see.</p>
<h2>Heat and cold</h2>
<p>Avoid leaving the bike in direct sun on hot days or in a car on a summer afternoon. In very cold weather, expect less range: it returns once the battery warms up again.</p>
<h3>Travelling with your battery</h3>
<p>Large lithium batteries are classed as dangerous goods, which is why we can only send spare batteries to some countries and airlines will not carry them. If you plan to travel, check the rules well in advance – and browse our <a href="/bikes/e-bikes/">e-bikes</a> to see the battery size of each model.</p>`,
    },
    de: {
      title: 'E-Bike-Akku richtig pflegen: So hält er viele Jahre',
      excerpt:
        'Der Akku ist das teuerste Teil Ihres E-Bikes. Ein paar einfache Gewohnheiten halten ihn durch Winter und Standzeiten gesund und erhalten seine Reichweite.',
      metaTitle: 'E-Bike-Akku richtig pflegen | Cadence Cycles',
      metaDescription:
        'So laden, lagern und pflegen Sie Ihren E-Bike-Akku im Winter und Sommer – und was Sie vermeiden sollten, damit er jahrelang seine Reichweite behält.',
      body: `<p>Ein moderner E-Bike-Akku sollte viele hundert Ladezyklen halten – bei regelmäßiger Nutzung typischerweise mehrere Jahre –, bevor seine Kapazität spürbar nachlässt. Wie Sie ihn laden und lagern, macht dabei einen echten Unterschied.</p>
<h2>Laden</h2>
<ul>
<li><strong>Nutzen Sie das mitgelieferte Ladegerät</strong> oder einen zugelassenen Ersatz.</li>
<li><strong>Laden Sie bei Zimmertemperatur.</strong> Nach einer Fahrt in der Kälte bringen Sie den Akku ins Haus und lassen ihn etwa eine Stunde warm werden, bevor Sie ihn laden.</li>
<li><strong>Sie müssen ihn nicht leer fahren.</strong> Lithium-Ionen-Akkus mögen es, öfter ein wenig nachgeladen zu werden.</li>
<li><strong>Ziehen Sie den Stecker, wenn er voll ist</strong> – das Ladegerät schaltet zwar ab, doch tagelanges Angeschlossensein bringt keinen Vorteil.</li>
</ul>
<h2>Lagerung über den Winter</h2>
<p>Wenn Sie einige Wochen nicht fahren, lagern Sie den Akku mit etwa 30–60 % Ladung an einem kühlen, trockenen Ort im Haus. Prüfen Sie ihn alle ein bis zwei Monate und laden Sie bei Bedarf auf dieses Niveau nach. Lagern Sie einen Akku niemals komplett leer: Eine Tiefentladung kann ihn dauerhaft schädigen.</p>
<h2>Reinigung</h2>
<p>Wischen Sie Akku und Kontakte mit einem feuchten Tuch ab. Verwenden Sie am E-Bike niemals einen Hochdruckreiniger – Wasser, das in Steckverbindungen und Motordichtungen gedrückt wird, ist eine der häufigsten Fehlerursachen, die wir sehen.</p>
<h2>Hitze und Kälte</h2>
<p>Lassen Sie das Rad an heißen Tagen nicht in der prallen Sonne oder an einem Sommernachmittag im Auto stehen. Bei großer Kälte sinkt die Reichweite – sie kehrt zurück, sobald der Akku wieder warm ist.</p>
<h3>Mit dem Akku unterwegs</h3>
<p>Große Lithium-Akkus gelten als Gefahrgut. Deshalb können wir Ersatzakkus nur in einige Länder versenden, und Fluggesellschaften nehmen sie nicht mit. Wenn Sie verreisen möchten, informieren Sie sich rechtzeitig über die Regeln – und werfen Sie einen Blick auf unsere <a href="/bikes/e-bikes/">E-Bikes</a>, um die Akkugröße jedes Modells zu sehen.</p>`,
    },
  },
];
