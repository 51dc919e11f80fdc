import type { BlogPostSeed } from './types';

/** Blog posts, part 3: riding tips and news. */
export const blogPostsPart3: BlogPostSeed[] = [
  {
    urlKey: 'training-for-your-first-sportive',
    category: 'riding-tips',
    tags: ['road', 'beginners'],
    author: 'Jonas Becker',
    publishedAt: '2025-03-25T07:00:00Z',
    imageKind: 'endurance-bike',
    imageColour: '#2457a6',
    en: {
      title: 'Training for your first 100 km sportive',
      excerpt:
        'Twelve weeks is enough to go from comfortable 40 km rides to your first 100 km event – if you build steadily, practise eating and learn to pace yourself.',
      metaTitle: 'Training for Your First Sportive | Cadence Cycles',
      metaDescription:
        'A simple 12-week approach to riding your first 100 km sportive: building the long ride, adding intensity, fuelling, pacing and what to do on the day.',
      body: `<p>A first sportive is a brilliant goal: long enough to feel like an achievement, with feed stations, signed routes and plenty of other riders for company. If you can ride 40 km comfortably today, twelve weeks is enough to get you round 100 km with a smile.</p>
<h2>Build the long ride</h2>
<p>The weekend long ride is the backbone of your training. Add around 10% to its distance each week, and every fourth week ride a shorter, easier week to let your body absorb the work. By week ten you want to have ridden around 80–90 km; you do not need to ride the full distance before the day.</p>
<h2>Add one harder session</h2>
<p>Midweek, include one ride with some effort in it: a hilly loop, or 4–5 blocks of 5 minutes at a pace where talking is difficult, with easy riding in between. That is enough to make the long ride feel noticeably easier.</p>
<h2>Practise eating and drinking</h2>
<ul>
<li>Aim for 60–90 g of carbohydrate per hour on rides over 90 minutes – a banana, a gel or a flapjack every half hour.</li>
<li>Drink a bottle per hour, more in the heat.</li>
<li>Practise on your long rides, so your stomach is used to it by the event.</li>
</ul>
<h2>On the day</h2>
<ol>
<li>Start slower than feels necessary. The first hour should feel easy.</li>
<li>Climb at a steady effort rather than chasing wheels.</li>
<li>Eat before you are hungry and drink before you are thirsty.</li>
<li>Check your bike the evening before: tyres, brakes, gears and a charged light for the way home.</li>
</ol>
<h3>The right bike helps</h3>
<p>You do not need an expensive bike to ride a sportive, but a comfortable position and reliable gears make the last 20 km far more pleasant. Our <a href="/bikes/endurance/">endurance bikes</a> are designed for exactly this kind of day – and a pair of good <a href="/clothing/shorts-bib-shorts/">bib shorts</a> may be the best upgrade of all.</p>`,
    },
    de: {
      title: 'Training für Ihren ersten Radmarathon über 100 km',
      excerpt:
        'Zwölf Wochen genügen, um von entspannten 40 km zum ersten 100-km-Radmarathon zu kommen – wenn Sie stetig aufbauen, das Essen üben und Ihre Kräfte einteilen.',
      metaTitle: 'Training für den ersten Radmarathon | Cadence Cycles',
      metaDescription:
        'In zwölf Wochen zum ersten Radmarathon über 100 km: lange Ausfahrten aufbauen, Intensität ergänzen, richtig essen und trinken, Tempo einteilen.',
      body: `<p>Ein erster Radmarathon ist ein großartiges Ziel: lang genug, um sich wie eine echte Leistung anzufühlen, mit Verpflegungsstationen, ausgeschilderten Strecken und vielen anderen Teilnehmenden als Gesellschaft. Wenn Sie heute 40 km entspannt fahren, reichen zwölf Wochen, um 100 km mit einem Lächeln zu schaffen.</p>
<h2>Die lange Ausfahrt aufbauen</h2>
<p>Die lange Wochenendausfahrt ist das Rückgrat Ihres Trainings. Verlängern Sie sie jede Woche um etwa 10 %, und legen Sie jede vierte Woche eine kürzere, leichtere Woche ein, damit Ihr Körper das Training verarbeiten kann. In Woche zehn sollten Sie etwa 80–90 km gefahren sein; die volle Distanz müssen Sie vorher nicht fahren.</p>
<h2>Eine härtere Einheit ergänzen</h2>
<p>Fahren Sie unter der Woche eine Einheit mit etwas Intensität: eine hügelige Runde oder 4–5 Blöcke zu je 5 Minuten in einem Tempo, bei dem Sprechen schwerfällt, mit lockeren Pausen dazwischen. Das genügt, damit sich die lange Ausfahrt spürbar leichter anfühlt.</p>
<h2>Essen und Trinken üben</h2>
<ul>
<li>Nehmen Sie bei Fahrten über 90 Minuten 60–90 g Kohlenhydrate pro Stunde zu sich – etwa alle halbe Stunde eine Banane, ein Gel oder einen Riegel.</li>
<li>Trinken Sie eine Flasche pro Stunde, bei Hitze mehr.</li>
<li>Üben Sie das auf langen Ausfahrten, damit Ihr Magen am Veranstaltungstag daran gewöhnt ist.</li>
</ul>
<h2>Am Veranstaltungstag</h2>
<ol>
<li>Starten Sie langsamer, als es nötig scheint. Die erste Stunde sollte sich leicht anfühlen.</li>
<li>Fahren Sie Anstiege mit gleichmäßiger Anstrengung, statt Hinterrädern nachzujagen.</li>
<li>Essen Sie, bevor Sie Hunger haben, und trinken Sie, bevor Sie Durst haben.</li>
<li>Prüfen Sie am Vorabend Ihr Rad: Reifen, Bremsen, Schaltung und ein geladenes Licht für den Heimweg.</li>
</ol>
<h3>Das richtige Rad hilft</h3>
<p>Für einen Radmarathon brauchen Sie kein teures Rad, doch eine bequeme Sitzposition und eine zuverlässige Schaltung machen die letzten 20 km deutlich angenehmer. Unsere <a href="/bikes/endurance/">Endurance-Räder</a> sind genau für solche Tage gemacht – und eine gute <a href="/clothing/shorts-bib-shorts/">Trägerhose</a> ist vielleicht das beste Upgrade überhaupt.</p>`,
    },
  },
  {
    urlKey: 'bikepacking-kit-list',
    category: 'riding-tips',
    tags: ['bikepacking', 'gravel'],
    author: 'Jonas Becker',
    publishedAt: '2025-05-06T08:00:00Z',
    imageKind: 'bag',
    imageColour: '#6b6b3a',
    en: {
      title: 'Bikepacking kit list for your first overnighter',
      excerpt:
        'One night out under the stars is the best introduction to bikepacking. Here is what to pack, how to carry it and what you can happily leave at home.',
      metaTitle: 'Bikepacking Kit List for Beginners | Cadence Cycles',
      metaDescription:
        'What to pack for your first bikepacking overnighter: bags, sleep system, tools, clothing, food and water – and how to carry it all on a gravel bike.',
      body: `<p>You do not need a round-the-world bike or a rucksack full of specialist kit to try bikepacking. A gravel or all-road bike, three bags and a summer night are enough for a microadventure you will talk about for months.</p>
<h2>The bags</h2>
<ul>
<li><strong>Saddle pack (9–14 litres):</strong> sleeping bag, spare clothes, camp shoes. See our <a href="/accessories/bags/saddle/">saddle bags</a>.</li>
<li><strong>Handlebar roll:</strong> tent or bivvy bag and sleeping mat. See our <a href="/accessories/bags/handlebar/">handlebar bags</a>.</li>
<li><strong>Frame or top-tube bag:</strong> tools, food and anything heavy you want close to hand. See our <a href="/accessories/bags/frame/">frame bags</a>.</li>
</ul>
<p>Keep heavy items low and in the middle of the bike; light, bulky things go at the ends.</p>
<h2>Sleeping</h2>
<ul>
<li>A light tent, tarp or bivvy bag</li>
<li>A sleeping bag rated a few degrees below the forecast</li>
<li>An inflatable mat – it matters more for warmth than you would think</li>
</ul>
<h2>Tools and spares</h2>
<ul>
<li>Multi-tool with chain tool, quick link and tyre levers</li>
<li>Mini pump, tubeless plugs and a spare tube</li>
<li>A few zip ties and a strip of duct tape wrapped around the pump</li>
</ul>
<h2>Clothing, food and water</h2>
<p>Pack a warm layer and a waterproof, even in summer – evenings get cold fast. Carry food for dinner and breakfast plus snacks for the ride, and plan your route past water taps, cafés or shops. Three bottle cages are better than two.</p>
<h3>Where to go</h3>
<p>Start close to home and choose a campsite or bothy for your first night. In England and Wales wild camping generally needs the landowner’s permission; in Scotland the Outdoor Access Code allows responsible wild camping in most places. Leave no trace, and enjoy the quietest morning ride of your life. If you are choosing a bike for it, the <a href="/bikes/gravel/allgrit/">Allgrit</a> was designed for exactly this.</p>`,
    },
    de: {
      title: 'Bikepacking-Packliste für die erste Nacht draußen',
      excerpt:
        'Eine Nacht unter freiem Himmel ist der beste Einstieg ins Bikepacking. Was Sie einpacken, wie Sie es transportieren und was getrost zu Hause bleiben kann.',
      metaTitle: 'Bikepacking-Packliste für Einsteiger | Cadence Cycles',
      metaDescription:
        'Was Sie für Ihre erste Bikepacking-Übernachtung brauchen: Taschen, Schlafsystem, Werkzeug, Kleidung, Essen und Wasser – und wie alles ans Gravelbike passt.',
      body: `<p>Für Bikepacking brauchen Sie weder ein Weltreiserad noch einen Rucksack voller Spezialausrüstung. Ein Gravel- oder Allroad-Rad, drei Taschen und eine Sommernacht genügen für ein Mikroabenteuer, von dem Sie noch Monate erzählen werden.</p>
<h2>Die Taschen</h2>
<ul>
<li><strong>Satteltasche (9–14 Liter):</strong> Schlafsack, Wechselkleidung, Schuhe fürs Lager. Siehe unsere <a href="/accessories/bags/saddle/">Satteltaschen</a>.</li>
<li><strong>Lenkerrolle:</strong> Zelt oder Biwaksack und Isomatte. Siehe unsere <a href="/accessories/bags/handlebar/">Lenkertaschen</a>.</li>
<li><strong>Rahmen- oder Oberrohrtasche:</strong> Werkzeug, Essen und alles Schwere, das Sie griffbereit haben möchten. Siehe unsere <a href="/accessories/bags/frame/">Rahmentaschen</a>.</li>
</ul>
<p>Schweres gehört tief in die Mitte des Rads, leichte, sperrige Dinge nach außen.</p>
<h2>Schlafen</h2>
<ul>
<li>Ein leichtes Zelt, Tarp oder Biwaksack</li>
<li>Ein Schlafsack, dessen Komfortbereich einige Grad unter der Vorhersage liegt</li>
<li>Eine aufblasbare Isomatte – für die Wärme wichtiger, als man denkt</li>
</ul>
<h2>Werkzeug und Ersatzteile</h2>
<ul>
<li>Multitool mit Kettennieter, Kettenschloss und Reifenhebern</li>
<li>Minipumpe, Tubeless-Stopfen und ein Ersatzschlauch</li>
<li>Ein paar Kabelbinder und ein Streifen Gewebeband, um die Pumpe gewickelt</li>
</ul>
<h2>Kleidung, Essen und Wasser</h2>
<p>Packen Sie eine warme Schicht und eine Regenjacke ein, auch im Sommer – abends wird es schnell kühl. Nehmen Sie Abendessen, Frühstück und Snacks für unterwegs mit und planen Sie die Route entlang von Wasserstellen, Cafés oder Läden. Drei Flaschenhalter sind besser als zwei.</p>
<h3>Wohin?</h3>
<p>Beginnen Sie in der Nähe Ihres Zuhauses und wählen Sie für die erste Nacht einen Campingplatz oder eine Trekkinghütte. Wildcampen ist in Deutschland weitgehend nicht erlaubt, vielerorts gibt es aber offizielle Trekkingplätze. Hinterlassen Sie keine Spuren – und genießen Sie die ruhigste Morgenfahrt Ihres Lebens. Wenn Sie dafür ein Rad suchen: Das <a href="/bikes/gravel/allgrit/">Allgrit</a> wurde genau dafür entwickelt.</p>`,
    },
  },
  {
    urlKey: 'layering-for-spring-and-autumn',
    category: 'riding-tips',
    tags: ['clothing', 'road', 'gravel'],
    author: 'Hannah Whitfield',
    publishedAt: '2025-10-07T08:30:00Z',
    imageKind: 'jersey',
    imageColour: '#1d2a4a',
    en: {
      title: 'What to wear: layering for spring and autumn rides',
      excerpt:
        'Cold starts, warm middles and a shower on the way home – the in-between seasons are the hardest to dress for. Here is our layering system.',
      metaTitle: 'What to Wear Cycling in Spring and Autumn | Cadence Cycles',
      metaDescription:
        'A simple temperature guide to cycling clothing in spring and autumn: base layers, jerseys, gilets, arm and knee warmers, jackets and gloves.',
      body: `<p>In summer you wear a jersey and shorts; in winter you wrap up. It is the days in between – 6 °C at the start and 16 °C by lunchtime – that catch people out. The answer is layers you can add and remove without stopping for long.</p>
<h2>The building blocks</h2>
<ul>
<li><strong>Base layer:</strong> a thin merino or synthetic layer moves sweat away from your skin, so you do not chill when you stop.</li>
<li><strong>Jersey:</strong> short-sleeve with arm warmers, or a light long-sleeve. See our <a href="/clothing/jerseys/">jerseys</a>.</li>
<li><strong>Gilet:</strong> the most versatile piece of kit you can own. It keeps your core warm on descents and folds into a pocket.</li>
<li><strong>Shell:</strong> a packable waterproof for showers, from our <a href="/clothing/jackets/">jackets and gilets</a>.</li>
</ul>
<h2>A rough temperature guide</h2>
<ul>
<li><strong>Above 16 °C:</strong> short-sleeve jersey, bib shorts, summer gloves; gilet in the pocket.</li>
<li><strong>12–16 °C:</strong> add arm warmers and a base layer; knee warmers if you feel the cold.</li>
<li><strong>8–12 °C:</strong> long-sleeve thermal jersey, knee or leg warmers, light full-finger gloves, gilet.</li>
<li><strong>Below 8 °C:</strong> it is time for winter kit – a softshell jacket, bib tights and insulated <a href="/clothing/gloves/">gloves</a>.</li>
</ul>
<h2>Tips from our team</h2>
<ol>
<li>Dress to feel slightly cool for the first ten minutes. If you are warm standing outside, you will overheat on the first climb.</li>
<li>Protect your extremities: a cap under your helmet and overshoes make a big difference.</li>
<li>Take a layer off <em>before</em> you start sweating heavily, not after.</li>
</ol>
<h3>Wind chill is real</h3>
<p>At 30 km/h on a 10 °C day the air feels several degrees colder, and wet clothing makes it worse. A windproof front panel on your gilet or jacket is worth more than extra insulation.</p>`,
    },
    de: {
      title: 'Was anziehen? Das Zwiebelprinzip für Frühling und Herbst',
      excerpt:
        'Kalter Start, warme Mittagszeit und ein Schauer auf dem Heimweg – in den Übergangszeiten ist die richtige Kleidung am schwierigsten. So schichten wir.',
      metaTitle: 'Radbekleidung für Frühling und Herbst | Cadence Cycles',
      metaDescription:
        'Ein einfacher Temperaturleitfaden für Radbekleidung in Frühling und Herbst: Funktionsunterwäsche, Trikots, Westen, Arm- und Beinlinge, Jacken und Handschuhe.',
      body: `<p>Im Sommer tragen Sie Trikot und Radhose, im Winter packen Sie sich ein. Die Tage dazwischen – 6 °C am Start und 16 °C zur Mittagszeit – sind es, die viele überraschen. Die Lösung sind Schichten, die Sie ohne langen Halt an- und ablegen können.</p>
<h2>Die Bausteine</h2>
<ul>
<li><strong>Funktionsunterwäsche:</strong> Eine dünne Schicht aus Merino oder Kunstfaser leitet Schweiß von der Haut ab, damit Sie bei Pausen nicht auskühlen.</li>
<li><strong>Trikot:</strong> kurzärmlig mit Armlingen oder ein leichtes Langarmtrikot. Siehe unsere <a href="/clothing/jerseys/">Trikots</a>.</li>
<li><strong>Weste:</strong> das vielseitigste Kleidungsstück überhaupt. Sie hält den Rumpf in Abfahrten warm und passt in die Trikottasche.</li>
<li><strong>Regenjacke:</strong> eine verstaubare Jacke für Schauer, aus unseren <a href="/clothing/jackets/">Jacken und Westen</a>.</li>
</ul>
<h2>Ein grober Temperaturleitfaden</h2>
<ul>
<li><strong>Über 16 °C:</strong> Kurzarmtrikot, Trägerhose, Sommerhandschuhe; Weste in der Tasche.</li>
<li><strong>12–16 °C:</strong> dazu Armlinge und Funktionsunterwäsche; Knielinge, wenn Sie schnell frieren.</li>
<li><strong>8–12 °C:</strong> langärmliges Thermotrikot, Knie- oder Beinlinge, leichte Langfingerhandschuhe, Weste.</li>
<li><strong>Unter 8 °C:</strong> Zeit für Winterkleidung – Softshelljacke, lange Trägerhose und gefütterte <a href="/clothing/gloves/">Handschuhe</a>.</li>
</ul>
<h2>Tipps aus unserem Team</h2>
<ol>
<li>Ziehen Sie sich so an, dass Ihnen in den ersten zehn Minuten etwas kühl ist. Wer schon beim Herumstehen warm hat, überhitzt am ersten Anstieg.</li>
<li>Schützen Sie Ihre Extremitäten: Eine Mütze unter dem Helm und Überschuhe machen einen großen Unterschied.</li>
<li>Legen Sie eine Schicht ab, <em>bevor</em> Sie stark schwitzen – nicht danach.</li>
</ol>
<h3>Der Windchill ist real</h3>
<p>Bei 30 km/h und 10 °C fühlt sich die Luft mehrere Grad kälter an, und nasse Kleidung verstärkt den Effekt. Eine winddichte Front an Weste oder Jacke ist mehr wert als zusätzliche Isolierung.</p>`,
    },
  },
  {
    urlKey: 'group-ride-etiquette',
    category: 'riding-tips',
    tags: ['road', 'beginners'],
    author: 'Jonas Becker',
    publishedAt: '2026-02-10T08:00:00Z',
    imageKind: 'road-bike',
    imageColour: '#1b2f52',
    en: {
      title: 'Group ride etiquette: how to ride safely in a bunch',
      excerpt:
        'Joining a club ride for the first time? These are the calls, signals and habits that keep a group smooth, safe and welcoming.',
      metaTitle: 'Group Ride Etiquette for Beginners | Cadence Cycles',
      metaDescription:
        'How to ride safely in a group: riding two abreast, pointing out hazards, calls, holding your line, through-and-off and being a good club-ride companion.',
      body: `<p>Riding in a group is one of the great pleasures of cycling: you go further and faster for the same effort, and the café stop is better with company. It does come with a few unwritten rules, and knowing them makes your first club ride far less daunting.</p>
<h2>Riding position</h2>
<ul>
<li><strong>Two abreast</strong> is normal on most club rides. It makes the group shorter and easier for drivers to overtake. Single out when the leaders call it, on narrow lanes or when traffic is waiting behind.</li>
<li><strong>Keep about half a wheel to a wheel’s gap</strong> behind the rider in front, slightly to one side.</li>
<li><strong>Do not half-wheel.</strong> Ride level with the person beside you, not a few centimetres ahead.</li>
</ul>
<h2>Calls and signals</h2>
<p>Riders at the front can see what is coming; those behind cannot. Pass messages back with a clear call and a hand signal:</p>
<ul>
<li><strong>Pointing down</strong> at potholes, drain covers and gravel.</li>
<li><strong>“Car back” or “car up”</strong> for vehicles approaching from behind or ahead.</li>
<li><strong>“Slowing” or “stopping”</strong>, with a raised hand, before you brake.</li>
</ul>
<h2>Ride smoothly</h2>
<ol>
<li>Hold your line: no sudden swerves, even around a pothole – call it and move gradually.</li>
<li>Avoid braking hard in the bunch; ease off the pedals instead.</li>
<li>When you stand up on a climb, keep pedalling so your bike does not drop back into the rider behind.</li>
</ol>
<h3>Be a good club-mate</h3>
<p>Arrive with a working bike, a spare tube and a pump, and enough food. Wait at the top of climbs and at junctions. And if you are new, say so – every club has riders who are happy to show you the ropes. A <a href="/bikes/road/">road bike</a> with mudguards is welcome on winter club runs.</p>`,
    },
    de: {
      title: 'Regeln für die Gruppenausfahrt: sicher im Pulk fahren',
      excerpt:
        'Zum ersten Mal bei einer Vereinsausfahrt? Diese Zurufe, Handzeichen und Gewohnheiten sorgen dafür, dass eine Gruppe ruhig, sicher und einladend fährt.',
      metaTitle: 'Regeln für Gruppenausfahrten | Cadence Cycles',
      metaDescription:
        'So fahren Sie sicher in der Gruppe: nebeneinander fahren, Hindernisse anzeigen, Zurufe, die Linie halten und ein guter Begleiter bei der Vereinsausfahrt sein.',
      body: `<p>In der Gruppe zu fahren gehört zu den schönsten Seiten des Radsports: Sie kommen mit derselben Anstrengung weiter und schneller, und die Kaffeepause ist in Gesellschaft ohnehin besser. Dazu gehören ein paar ungeschriebene Regeln – wer sie kennt, fühlt sich bei der ersten Vereinsausfahrt gleich sicherer.</p>
<h2>Die Position in der Gruppe</h2>
<ul>
<li><strong>Zu zweit nebeneinander</strong> ist bei den meisten Vereinsausfahrten üblich; in Deutschland ist das nach der StVO erlaubt, wenn der Verkehr nicht behindert wird, und ab 16 Radfahrenden darf ein geschlossener Verband gebildet werden. Fahren Sie hintereinander, wenn die Spitze es ansagt, auf schmalen Straßen oder wenn Autos warten.</li>
<li><strong>Halten Sie etwa einen halben bis einen ganzen Radabstand</strong> zum Vorderrad, leicht seitlich versetzt.</li>
<li><strong>Fahren Sie nicht halb vor.</strong> Bleiben Sie auf gleicher Höhe mit Ihrem Nebenmann, nicht einige Zentimeter davor.</li>
</ul>
<h2>Zurufe und Handzeichen</h2>
<p>Wer vorn fährt, sieht, was kommt; wer hinten fährt, nicht. Geben Sie Hinweise mit einem klaren Zuruf und einem Handzeichen nach hinten weiter:</p>
<ul>
<li><strong>Nach unten zeigen</strong> bei Schlaglöchern, Gullydeckeln und Rollsplitt.</li>
<li><strong>„Auto hinten“ oder „Auto vorn“</strong> bei Fahrzeugen, die sich von hinten oder vorn nähern.</li>
<li><strong>„Langsam“ oder „Stopp“</strong> mit erhobener Hand, bevor Sie bremsen.</li>
</ul>
<h2>Ruhig fahren</h2>
<ol>
<li>Halten Sie Ihre Linie: keine plötzlichen Schlenker, auch nicht um ein Schlagloch – zeigen Sie es an und weichen Sie allmählich aus.</li>
<li>Vermeiden Sie starkes Bremsen in der Gruppe; hören Sie lieber kurz auf zu treten.</li>
<li>Wenn Sie am Berg aus dem Sattel gehen, treten Sie weiter, damit Ihr Rad nicht nach hinten auf den Hintermann zurückfällt.</li>
</ol>
<h3>Ein guter Vereinskamerad sein</h3>
<p>Kommen Sie mit einem funktionierenden Rad, einem Ersatzschlauch, einer Pumpe und genug Verpflegung. Warten Sie oben an Anstiegen und an Kreuzungen. Und wenn Sie neu sind, sagen Sie es – in jedem Verein gibt es Leute, die Ihnen gern alles zeigen. Ein <a href="/bikes/road/">Rennrad</a> mit Schutzblechen ist bei Winterausfahrten gern gesehen.</p>`,
    },
  },
  {
    urlKey: 'saddle-comfort-guide',
    category: 'riding-tips',
    tags: ['bike-fit', 'components'],
    author: 'Priya Desai',
    publishedAt: '2026-03-17T09:00:00Z',
    imageKind: 'saddle',
    imageColour: '#1b1b1d',
    en: {
      title: 'Saddle sore? How to find a saddle that fits',
      excerpt:
        'Saddle discomfort is common but rarely inevitable. Width, shape, position and shorts all play their part – here is how to get it right.',
      metaTitle: 'How to Find a Comfortable Bike Saddle | Cadence Cycles',
      metaDescription:
        'Why saddles hurt and how to fix it: measuring sit-bone width, choosing a shape, setting saddle height and tilt, and the role of good bib shorts.',
      body: `<p>We talk to riders about saddles every day, and the most important thing we tell them is this: discomfort is a sign that something does not fit, not a rite of passage. More padding is rarely the answer.</p>
<h2>Width comes first</h2>
<p>Your weight should rest on your sit bones, not on soft tissue. A saddle that is too narrow lets the sit bones slip off the sides; too wide and it rubs your thighs. We measure sit-bone width in store in a couple of minutes, and most saddles come in two or three widths.</p>
<h2>Then shape</h2>
<ul>
<li><strong>Short-nose saddles</strong> with a cut-out suit riders who roll their hips forward in a low position – popular on road and gravel bikes.</li>
<li><strong>Flat, longer saddles</strong> suit riders who move around on the saddle.</li>
<li><strong>Wider, softer saddles</strong> make sense only on bikes ridden upright for short distances, such as hybrids and commuters.</li>
</ul>
<p>Browse our <a href="/components/saddles/">saddles</a> by shape and width.</p>
<h2>Position matters as much as the saddle</h2>
<ol>
<li><strong>Height:</strong> too high and your hips rock, causing chafing; too low and pressure increases.</li>
<li><strong>Tilt:</strong> start level. A slight nose-down tilt can help on aggressive positions, but too much pushes you forward onto your hands.</li>
<li><strong>Setback:</strong> move the saddle so your knee is roughly over the pedal axle when the crank is horizontal.</li>
</ol>
<h3>Do not forget your shorts</h3>
<p>The chamois is half of the contact point. Good <a href="/clothing/shorts-bib-shorts/">bib shorts</a>, worn without underwear and washed after every ride, make any saddle better. A little chamois cream helps on long days.</p>
<p>Still uncomfortable after a few weeks? Book a bike fit – saddle problems are often a symptom of reach or saddle height rather than the saddle itself.</p>`,
    },
    de: {
      title: 'Der Sattel drückt? So finden Sie einen passenden Sattel',
      excerpt:
        'Sattelbeschwerden sind häufig, aber selten unvermeidlich. Breite, Form, Position und Radhose spielen zusammen – so finden Sie die richtige Lösung.',
      metaTitle: 'Den passenden Fahrradsattel finden | Cadence Cycles',
      metaDescription:
        'Warum Sättel drücken und was hilft: Sitzknochenabstand messen, die richtige Form wählen, Sattelhöhe und Neigung einstellen und die Rolle einer guten Trägerhose.',
      body: `<p>Wir sprechen jeden Tag mit Fahrerinnen und Fahrern über Sättel, und das Wichtigste, was wir ihnen sagen, ist: Beschwerden sind ein Zeichen dafür, dass etwas nicht passt – keine Mutprobe, die man durchstehen muss. Mehr Polsterung ist selten die Lösung.</p>
<h2>Zuerst die Breite</h2>
<p>Ihr Gewicht sollte auf den Sitzknochen ruhen, nicht auf Weichteilen. Ist ein Sattel zu schmal, rutschen die Sitzknochen seitlich ab; ist er zu breit, scheuert er an den Oberschenkeln. In unseren Filialen messen wir den Sitzknochenabstand in wenigen Minuten, und die meisten Sättel gibt es in zwei oder drei Breiten.</p>
<h2>Dann die Form</h2>
<ul>
<li><strong>Kurze Sättel</strong> mit Aussparung passen zu allen, die in einer flachen Position das Becken nach vorn kippen – beliebt auf Renn- und Gravelrädern.</li>
<li><strong>Flache, längere Sättel</strong> passen zu allen, die auf dem Sattel gern die Position wechseln.</li>
<li><strong>Breitere, weichere Sättel</strong> sind nur auf Rädern sinnvoll, die aufrecht und auf kurzen Strecken gefahren werden, etwa Trekking- und Pendlerräder.</li>
</ul>
<p>Stöbern Sie in unseren <a href="/components/saddles/">Sätteln</a> nach Form und Breite.</p>
<h2>Die Position ist so wichtig wie der Sattel</h2>
<ol>
<li><strong>Höhe:</strong> Zu hoch, und das Becken kippt hin und her – es scheuert; zu tief, und der Druck steigt.</li>
<li><strong>Neigung:</strong> Beginnen Sie waagerecht. Eine leicht nach unten geneigte Spitze kann bei sportlicher Position helfen, zu viel schiebt Sie jedoch nach vorn auf die Hände.</li>
<li><strong>Versatz:</strong> Stellen Sie den Sattel so ein, dass Ihr Knie bei waagerechter Kurbel etwa über der Pedalachse liegt.</li>
</ol>
<h3>Die Radhose nicht vergessen</h3>
<p>Das Sitzpolster ist die Hälfte des Kontaktpunkts. Eine gute <a href="/clothing/shorts-bib-shorts/">Trägerhose</a>, ohne Unterwäsche getragen und nach jeder Fahrt gewaschen, macht jeden Sattel besser. Auf langen Touren hilft etwas Sitzcreme.</p>
<p>Nach einigen Wochen noch immer unbequem? Buchen Sie ein Bikefitting – Sattelprobleme sind oft ein Symptom von falschem Reach oder falscher Sattelhöhe, nicht des Sattels selbst.</p>`,
    },
  },
  {
    urlKey: 'what-tyre-width-for-road',
    category: 'buying-guides',
    tags: ['tyres', 'road', 'components'],
    author: 'Tom Okafor',
    publishedAt: '2026-04-21T08:00:00Z',
    imageKind: 'tyre',
    imageColour: '#1b1b1d',
    en: {
      title: '25, 28 or 32 mm? Choosing road tyre width',
      excerpt:
        'Road tyres have grown wider every year – and for good reason. Here is what width means for speed, comfort and grip, and how to choose for your bike.',
      metaTitle: 'Road Tyre Width: 25, 28 or 32 mm? | Cadence Cycles',
      metaDescription:
        'How road tyre width affects rolling resistance, comfort and grip, how rim width changes the real size, and how much clearance your frame needs.',
      body: `<p>Not long ago, 23 mm tyres were standard on road bikes. Today most of our road bikes leave the workshop on 28 or 32 mm tyres, and riders are faster and more comfortable for it.</p>
<h2>Why wider can be faster</h2>
<p>A wider tyre at the same pressure has a shorter, wider contact patch, so it deforms less as it rolls. On real roads – not a perfectly smooth test drum – wider tyres also absorb vibration instead of bouncing you around, which saves energy. Run them at slightly lower pressure and you lose nothing in speed and gain a great deal in comfort.</p>
<h2>Which width for which riding?</h2>
<ul>
<li><strong>25–26 mm:</strong> racing and time trials on smooth roads, or older frames with tight clearance.</li>
<li><strong>28 mm:</strong> the all-rounder for fast road riding and most sportives.</li>
<li><strong>30–32 mm:</strong> rough British lanes, winter riding and long days where comfort matters most.</li>
<li><strong>35 mm and above:</strong> all-road riding with the occasional gravel section.</li>
</ul>
<h2>Check your rims and frame</h2>
<p>Tyres measure wider on wider rims: a 28 mm tyre on a rim with a 23 mm internal width may measure 30 mm. Leave at least 4 mm between the tyre and the frame on each side for mud and flex, and check your fork and mudguards as well.</p>
<h3>Pressure changes with width</h3>
<p>Wider tyres need less pressure. As a starting point for a 75 kg rider, try around 80 psi in 25 mm tyres, 70 psi in 28 mm and 55–60 psi in 32 mm, then adjust for comfort. Browse our <a href="/components/tyres/road/">road tyres</a>, or our <a href="/bikes/road/cgr/">CGR</a> if you would like a road bike with room for 40 mm.</p>`,
    },
    de: {
      title: '25, 28 oder 32 mm? Die richtige Reifenbreite fürs Rennrad',
      excerpt:
        'Rennradreifen sind jedes Jahr breiter geworden – aus gutem Grund. Was die Breite für Tempo, Komfort und Grip bedeutet und wie Sie für Ihr Rad wählen.',
      metaTitle: 'Rennradreifen: 25, 28 oder 32 mm? | Cadence Cycles',
      metaDescription:
        'Wie die Reifenbreite Rollwiderstand, Komfort und Grip beeinflusst, warum die Felgenbreite die tatsächliche Breite verändert und wie viel Platz Ihr Rahmen braucht.',
      body: `<p>Vor nicht allzu langer Zeit waren 23-mm-Reifen am Rennrad Standard. Heute verlassen die meisten unserer Rennräder die Werkstatt mit 28- oder 32-mm-Reifen – und die Fahrerinnen und Fahrer sind damit schneller und bequemer unterwegs.</p>
<h2>Warum breiter schneller sein kann</h2>
<p>Ein breiterer Reifen hat bei gleichem Druck eine kürzere, breitere Aufstandsfläche und verformt sich beim Abrollen weniger. Auf echten Straßen – nicht auf einer perfekt glatten Prüftrommel – schlucken breitere Reifen außerdem Vibrationen, statt Sie durchzuschütteln, und das spart Energie. Mit etwas weniger Druck verlieren Sie nichts an Tempo und gewinnen viel an Komfort.</p>
<h2>Welche Breite wofür?</h2>
<ul>
<li><strong>25–26 mm:</strong> Rennen und Zeitfahren auf glatten Straßen oder ältere Rahmen mit wenig Platz.</li>
<li><strong>28 mm:</strong> der Allrounder für schnelles Rennradfahren und die meisten Radmarathons.</li>
<li><strong>30–32 mm:</strong> raue Nebenstraßen, Winterfahrten und lange Tage, an denen Komfort am meisten zählt.</li>
<li><strong>Ab 35 mm:</strong> Allroad-Touren mit gelegentlichen Schotterabschnitten.</li>
</ul>
<h2>Felge und Rahmen prüfen</h2>
<p>Auf breiteren Felgen bauen Reifen breiter: Ein 28-mm-Reifen auf einer Felge mit 23 mm Maulweite kann 30 mm messen. Lassen Sie auf jeder Seite mindestens 4 mm Abstand zum Rahmen für Schmutz und Verwindung und prüfen Sie auch Gabel und Schutzbleche.</p>
<h3>Der Luftdruck ändert sich mit der Breite</h3>
<p>Breitere Reifen brauchen weniger Druck. Als Ausgangswert bei 75 kg Körpergewicht: etwa 5,5 bar bei 25 mm, 4,8 bar bei 28 mm und 3,8–4,1 bar bei 32 mm – dann nach Gefühl anpassen. Stöbern Sie in unseren <a href="/components/tyres/road/">Rennradreifen</a> oder werfen Sie einen Blick auf unser <a href="/bikes/road/cgr/">CGR</a>, wenn Sie ein Rennrad mit Platz für 40 mm suchen.</p>`,
    },
  },
  {
    urlKey: 'introducing-the-new-ultra-grit',
    category: 'news',
    tags: ['gravel', 'components'],
    author: 'Hannah Whitfield',
    publishedAt: '2026-06-02T10:00:00Z',
    imageKind: 'gravel-bike',
    imageColour: '#1d1e20',
    en: {
      title: 'Introducing the new Ultra-Grit',
      excerpt:
        'Our gravel race bike is lighter, takes 50 mm tyres and now comes with thirteen-speed SRAM XPLR and Campagnolo Ekar builds. Here is what changed and why.',
      metaTitle: 'Introducing the New Ultra-Grit | Cadence Cycles',
      metaDescription:
        'The new Ultra-Grit carbon gravel race bike: 980 g frame, 50 mm tyre clearance, revised geometry and builds from Shimano GRX to SRAM Red XPLR AXS.',
      body: `<p>Two years of testing, three rounds of prototypes and thousands of kilometres on the gravel of the Peak District, the Scottish Borders and the Dolomites: the new <a href="/bikes/gravel/ultra-grit/">Ultra-Grit</a> is here.</p>
<h2>What is new</h2>
<ul>
<li><strong>A lighter frame.</strong> A revised carbon layup brings the frame down to around 980 g in size M, without giving away any strength.</li>
<li><strong>More tyre clearance.</strong> Room for 50 mm tyres, up from 45 mm, for rougher courses and more comfort on long events.</li>
<li><strong>Refined geometry.</strong> A slightly longer front centre and a 72° head angle keep the steering sharp while adding stability at speed on loose descents.</li>
<li><strong>Universal derailleur hanger.</strong> The UDH standard makes it compatible with the latest full-mount derailleurs and easy to replace anywhere.</li>
</ul>
<h2>The builds</h2>
<p>We offer ten builds, from Shimano GRX 610 to a race-ready SRAM Red XPLR AXS with thirteen speeds. Campagnolo fans can choose Ekar or the wider-range Ekar GT. All builds ship tubeless-ready, and every one can be personalised in our bike builder with your choice of frame colour, gradient and logo colours.</p>
<h2>Who is it for?</h2>
<p>The Ultra-Grit is for riders who want to go fast on gravel – whether that means racing, chasing a personal best on a local loop or covering a lot of ground in a day. If you prefer loaded adventures, the <a href="/bikes/gravel/allgrit/">Allgrit</a> remains our expedition bike.</p>
<h3>Try one</h3>
<p>Demo bikes are available at our London and Manchester stores from this week. Book a test ride and see what a proper gravel race bike feels like.</p>`,
    },
    de: {
      title: 'Das neue Ultra-Grit ist da',
      excerpt:
        'Unser Gravel-Rennrad ist leichter, bietet Platz für 50-mm-Reifen und kommt jetzt auch mit 13-fach SRAM XPLR und Campagnolo Ekar. Was sich geändert hat und warum.',
      metaTitle: 'Das neue Ultra-Grit | Cadence Cycles',
      metaDescription:
        'Das neue Ultra-Grit Carbon-Gravel-Rennrad: 980-g-Rahmen, Platz für 50-mm-Reifen, überarbeitete Geometrie und Ausstattungen von Shimano GRX bis SRAM Red XPLR AXS.',
      body: `<p>Zwei Jahre Tests, drei Prototyp-Generationen und Tausende Kilometer auf dem Schotter des Peak District, der schottischen Borders und der Dolomiten: Das neue <a href="/bikes/gravel/ultra-grit/">Ultra-Grit</a> ist da.</p>
<h2>Was ist neu?</h2>
<ul>
<li><strong>Ein leichterer Rahmen.</strong> Ein überarbeiteter Carbon-Lagenaufbau senkt das Rahmengewicht in Größe M auf rund 980 g – ohne Abstriche bei der Stabilität.</li>
<li><strong>Mehr Reifenfreiheit.</strong> Platz für 50-mm-Reifen statt bisher 45 mm – für ruppigere Strecken und mehr Komfort bei langen Events.</li>
<li><strong>Verfeinerte Geometrie.</strong> Ein etwas längerer Frontbereich und ein 72°-Lenkwinkel halten das Lenkverhalten präzise und bringen mehr Stabilität bei schnellen, losen Abfahrten.</li>
<li><strong>Universal Derailleur Hanger.</strong> Der UDH-Standard macht das Rad kompatibel mit den neuesten direkt montierten Schaltwerken, und ein Ersatz-Schaltauge ist überall erhältlich.</li>
</ul>
<h2>Die Ausstattungen</h2>
<p>Wir bieten zehn Ausstattungen an, von Shimano GRX 610 bis zur rennfertigen SRAM Red XPLR AXS mit dreizehn Gängen. Campagnolo-Fans wählen Ekar oder die Ekar GT mit größerer Bandbreite. Alle Ausstattungen werden tubeless-ready geliefert und lassen sich in unserem Konfigurator mit Rahmenfarbe, Farbverlauf und Logofarben nach Ihren Wünschen gestalten.</p>
<h2>Für wen ist es gedacht?</h2>
<p>Das Ultra-Grit ist für alle, die auf Schotter schnell sein wollen – ob im Rennen, bei der Jagd nach einer persönlichen Bestzeit auf der Hausrunde oder um an einem Tag viel Strecke zu machen. Wer lieber mit Gepäck auf Abenteuer geht, findet im <a href="/bikes/gravel/allgrit/">Allgrit</a> weiterhin unser Expeditionsrad.</p>
<h3>Probefahren</h3>
<p>Ab dieser Woche stehen Testräder in unseren Filialen in London und Manchester bereit. Vereinbaren Sie eine Probefahrt und erleben Sie, wie sich ein echtes Gravel-Rennrad anfühlt.</p>`,
    },
  },
  {
    urlKey: 'inside-our-workshop',
    category: 'news',
    tags: ['workshop', 'components'],
    author: 'Tom Okafor',
    publishedAt: '2026-09-15T09:00:00Z',
    imageKind: 'road-bike',
    imageColour: '#1f4d3a',
    en: {
      title: 'Inside our workshop: how your bike is built',
      excerpt:
        'From a bare frame to a boxed bike ready for your door: a look at the eleven steps every Cadence bike goes through in our workshop.',
      metaTitle: 'Inside Our Workshop: How Your Bike Is Built | Cadence Cycles',
      metaDescription:
        'How Cadence Cycles builds every bike to order: frame preparation, assembly, torque checks, wheel truing, test ride and packing – step by step.',
      body: `<p>Every Cadence bike is built to order by one mechanic, from start to finish. It is slower than a production line, but it means one person is responsible for your bike – and their initials go on the build sheet in the box.</p>
<h2>From frame to finished bike</h2>
<ol>
<li><strong>Frame preparation.</strong> Threads are chased, faces checked, and the frame is protected with clear film where cables and bags might rub.</li>
<li><strong>Headset and fork.</strong> The fork is cut to length for your size and the headset is pressed in and greased.</li>
<li><strong>Bottom bracket and chainset.</strong> Installed with the correct grease or retaining compound and torqued to the maker’s figure.</li>
<li><strong>Groupset.</strong> Derailleurs, shifters and brakes are fitted; hydraulic lines are cut to length and bled if needed.</li>
<li><strong>Wheels.</strong> Each wheel is checked for tension and true, and tubeless tyres are set up with sealant.</li>
<li><strong>Cockpit.</strong> Bars, stem and saddle are set to your size’s standard position, and the bar tape is wrapped by hand.</li>
<li><strong>Adjustment.</strong> Gears are indexed and brakes bedded in on our test stand.</li>
<li><strong>Torque check.</strong> Every bolt is checked with a calibrated torque wrench and marked.</li>
<li><strong>Test ride.</strong> The mechanic rides the bike around our yard, listening and feeling for anything amiss.</li>
<li><strong>Quality control.</strong> A second mechanic checks it against a 40-point list.</li>
<li><strong>Packing.</strong> Bars, front wheel and pedals come off, and the bike goes into a reinforced box with the tools you need to finish it.</li>
</ol>
<h2>Why it matters</h2>
<p>Hand-building means we catch the small things that machines miss: a slightly bent rotor, a cable that rubs, a tyre that needs re-seating. It is also why our bikes arrive ready to ride in around twenty minutes.</p>
<h3>See it for yourself</h3>
<p>Our workshop team holds evening open days a few times a year, with basic maintenance demonstrations. Follow us for dates – and browse our <a href="/bikes/">bikes</a> to find the one you would like us to build for you.</p>`,
    },
    de: {
      title: 'Ein Blick in unsere Werkstatt: So wird Ihr Rad gebaut',
      excerpt:
        'Vom nackten Rahmen bis zum verpackten Rad vor Ihrer Tür: die elf Schritte, die jedes Cadence-Rad in unserer Werkstatt durchläuft.',
      metaTitle: 'Ein Blick in unsere Werkstatt | Cadence Cycles',
      metaDescription:
        'So baut Cadence Cycles jedes Rad auf Bestellung: Rahmenvorbereitung, Montage, Drehmomentkontrolle, Zentrieren, Probefahrt und Verpackung – Schritt für Schritt.',
      body: `<p>Jedes Cadence-Rad wird auf Bestellung von einer einzigen Mechanikerin oder einem einzigen Mechaniker von Anfang bis Ende aufgebaut. Das dauert länger als am Fließband, bedeutet aber, dass eine Person für Ihr Rad verantwortlich ist – und deren Kürzel steht auf dem Aufbauprotokoll im Karton.</p>
<h2>Vom Rahmen zum fertigen Rad</h2>
<ol>
<li><strong>Rahmenvorbereitung.</strong> Gewinde werden nachgeschnitten, Auflageflächen geprüft und der Rahmen mit Schutzfolie beklebt, wo Züge und Taschen scheuern könnten.</li>
<li><strong>Steuersatz und Gabel.</strong> Der Gabelschaft wird für Ihre Größe gekürzt, der Steuersatz eingepresst und gefettet.</li>
<li><strong>Tretlager und Kurbel.</strong> Montiert mit dem richtigen Fett oder Schraubensicherung und mit dem Drehmoment des Herstellers angezogen.</li>
<li><strong>Schaltgruppe.</strong> Schaltwerk, Schalthebel und Bremsen werden montiert, Hydraulikleitungen gekürzt und bei Bedarf entlüftet.</li>
<li><strong>Laufräder.</strong> Jedes Laufrad wird auf Speichenspannung und Rundlauf geprüft, Tubeless-Reifen werden mit Dichtmilch montiert.</li>
<li><strong>Cockpit.</strong> Lenker, Vorbau und Sattel werden auf die Standardposition Ihrer Größe eingestellt, das Lenkerband wird von Hand gewickelt.</li>
<li><strong>Einstellung.</strong> Die Schaltung wird justiert, die Bremsen werden auf unserem Prüfstand eingebremst.</li>
<li><strong>Drehmomentkontrolle.</strong> Jede Schraube wird mit einem kalibrierten Drehmomentschlüssel geprüft und markiert.</li>
<li><strong>Probefahrt.</strong> Die Mechanikerin oder der Mechaniker fährt das Rad auf unserem Hof und achtet auf jedes ungewöhnliche Geräusch.</li>
<li><strong>Qualitätskontrolle.</strong> Eine zweite Person prüft es anhand einer Liste mit 40 Punkten.</li>
<li><strong>Verpackung.</strong> Lenker, Vorderrad und Pedale werden abgenommen, und das Rad kommt mit dem nötigen Werkzeug in einen verstärkten Karton.</li>
</ol>
<h2>Warum das wichtig ist</h2>
<p>Beim Aufbau von Hand fallen uns die Kleinigkeiten auf, die Maschinen übersehen: eine leicht verbogene Bremsscheibe, ein scheuernder Zug, ein Reifen, der neu aufspringen muss. Deshalb ist Ihr Rad in rund zwanzig Minuten fahrbereit.</p>
<h3>Selbst vorbeischauen</h3>
<p>Unser Werkstattteam lädt mehrmals im Jahr zu Abendveranstaltungen mit Vorführungen zur Grundwartung ein. Folgen Sie uns, um die Termine zu erfahren – und stöbern Sie in unseren <a href="/bikes/">Fahrrädern</a>, um das Rad zu finden, das wir für Sie aufbauen dürfen.</p>`,
    },
  },
];
