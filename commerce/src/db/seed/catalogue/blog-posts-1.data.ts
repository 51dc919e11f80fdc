import type { BlogPostSeed } from './types';

/** Blog posts, part 1: buying guides and fit. Bodies use h2, h3, p, ul, ol, li, strong, em and a only. */
export const blogPostsPart1: BlogPostSeed[] = [
  {
    urlKey: 'how-to-choose-road-bike-size',
    category: 'buying-guides',
    tags: ['road', 'bike-fit', 'beginners'],
    author: 'Priya Desai',
    publishedAt: '2025-01-14T09:00:00Z',
    imageKind: 'road-bike',
    imageColour: '#c1272d',
    en: {
      title: 'How to choose the right road bike size',
      excerpt:
        'Height charts are a good start, but stack, reach and your own flexibility decide whether a bike really fits. Here is how our fitters pick a size.',
      metaTitle: 'How to Choose the Right Road Bike Size | Cadence Cycles',
      metaDescription:
        'Rider height, inside leg, stack and reach: how to choose the right road bike size, and when to size up or down. Advice from the Cadence Cycles fitting team.',
      body: `<p>Buying the wrong size is the most common – and most expensive – mistake we see. A bike that is too big stretches you out and loads your shoulders; one that is too small cramps your knees and makes the steering twitchy. The good news is that choosing well is not difficult if you know which numbers matter.</p>
<h2>Start with your height and inside leg</h2>
<p>Every bike page on our site has a size guide with rider-height ranges. Measure yourself barefoot against a wall, then measure your inside leg: stand with your back to the wall, put a hardback book between your legs and pull it up firmly, and measure from the top of the book to the floor. If your inside leg is long for your height, you will usually be happier on the larger of two sizes; if it is short, choose the smaller.</p>
<h2>Stack and reach tell the real story</h2>
<p>Seat-tube lengths are measured differently by every brand, so we publish <strong>stack</strong> (how high the handlebar sits) and <strong>reach</strong> (how far forward it is) for every size. If you already have a bike that feels right, compare its stack and reach with ours. Within 10 mm is close enough to fine-tune with the stem and spacers.</p>
<ul>
<li>A <strong>race bike</strong> such as the <a href="/bikes/road/aero/">Aero SL</a> has a low stack and long reach for an aerodynamic position.</li>
<li>An <strong>endurance bike</strong> from our <a href="/bikes/endurance/">endurance range</a> has a taller stack and shorter reach for a more upright, relaxed position.</li>
<li>The <a href="/bikes/road/cgr/">CGR all-road bikes</a> sit in between.</li>
</ul>
<h2>Between sizes?</h2>
<p>Think about how flexible you are and how you ride. If you are newer to road cycling, or your lower back complains on long rides, the smaller size with more spacers under the stem usually suits better: it is easier to lengthen a bike with a longer stem than to shorten one. Racers who want a long, low position often choose the larger size.</p>
<h3>Setting your saddle height</h3>
<p>A quick starting point: multiply your inside leg by 0.883 and set that distance from the centre of the bottom bracket to the top of the saddle. Then ride, and adjust in 2–3 mm steps until your hips stay level on the saddle and your knee is slightly bent at the bottom of the stroke.</p>
<p>Still unsure? Our fitters can check your size on a test bike in our London and Manchester stores, and every size guide lists the height range we recommend. Ride a size that fits, and everything else about the bike gets better.</p>`,
    },
    de: {
      title: 'So finden Sie die richtige Rennrad-Größe',
      excerpt:
        'Größentabellen sind ein guter Anfang – doch Stack, Reach und Ihre eigene Beweglichkeit entscheiden, ob ein Rad wirklich passt. So wählen unsere Bikefitter die Größe.',
      metaTitle: 'Die richtige Rennrad-Größe finden | Cadence Cycles',
      metaDescription:
        'Körpergröße, Schrittlänge, Stack und Reach: So finden Sie die richtige Rennrad-Größe – und wissen, wann Sie größer oder kleiner wählen sollten.',
      body: `<p>Die falsche Rahmengröße ist der häufigste – und teuerste – Fehler, den wir sehen. Ein zu großes Rad streckt Sie zu sehr und belastet die Schultern; ein zu kleines staucht die Knie und macht das Lenkverhalten nervös. Die gute Nachricht: Die richtige Wahl ist nicht schwer, wenn Sie wissen, auf welche Werte es ankommt.</p>
<h2>Beginnen Sie mit Körpergröße und Schrittlänge</h2>
<p>Jede Produktseite in unserem Shop hat eine Größentabelle mit empfohlenen Körpergrößen. Messen Sie sich barfuß an einer Wand und ermitteln Sie dann Ihre Schrittlänge: Stellen Sie sich mit dem Rücken zur Wand, klemmen Sie ein gebundenes Buch zwischen die Beine, ziehen Sie es fest nach oben und messen Sie von der Buchoberkante bis zum Boden. Ist Ihre Schrittlänge im Verhältnis zur Körpergröße lang, passt meist die größere von zwei Größen; ist sie kurz, die kleinere.</p>
<h2>Stack und Reach sind entscheidend</h2>
<p>Sitzrohrlängen misst jeder Hersteller anders. Deshalb veröffentlichen wir für jede Größe den <strong>Stack</strong> (wie hoch der Lenker sitzt) und den <strong>Reach</strong> (wie weit vorn er liegt). Wenn Sie bereits ein Rad besitzen, das sich gut anfühlt, vergleichen Sie dessen Stack und Reach mit unseren Werten. Bis zu 10 mm Unterschied lassen sich mit Vorbau und Spacern ausgleichen.</p>
<ul>
<li>Ein <strong>Wettkampfrad</strong> wie das <a href="/bikes/road/aero/">Aero SL</a> hat einen niedrigen Stack und langen Reach für eine aerodynamische Haltung.</li>
<li>Ein <strong>Endurance-Rad</strong> aus unserer <a href="/bikes/endurance/">Endurance-Serie</a> hat einen höheren Stack und kürzeren Reach für eine aufrechtere, entspanntere Position.</li>
<li>Die <a href="/bikes/road/cgr/">CGR Allroad-Räder</a> liegen dazwischen.</li>
</ul>
<h2>Zwischen zwei Größen?</h2>
<p>Bedenken Sie Ihre Beweglichkeit und Ihren Fahrstil. Sind Sie noch neu auf dem Rennrad oder meldet sich auf langen Touren Ihr unterer Rücken, passt meist die kleinere Größe mit mehr Spacern unter dem Vorbau besser: Ein Rad lässt sich mit einem längeren Vorbau leichter verlängern als verkürzen. Wer eine lange, flache Position sucht, wählt oft die größere Größe.</p>
<h3>Die Sattelhöhe einstellen</h3>
<p>Ein schneller Ausgangswert: Multiplizieren Sie Ihre Schrittlänge mit 0,883 und stellen Sie diesen Abstand von der Tretlagermitte bis zur Satteloberkante ein. Fahren Sie dann und korrigieren Sie in Schritten von 2–3 mm, bis Ihr Becken ruhig auf dem Sattel bleibt und das Knie am unteren Totpunkt leicht gebeugt ist.</p>
<p>Noch unsicher? Unsere Bikefitter prüfen Ihre Größe auf einem Testrad in unseren Filialen in London und Manchester, und jede Größentabelle nennt die empfohlene Körpergröße. Mit der passenden Größe wird alles andere am Rad besser.</p>`,
    },
  },
  {
    urlKey: 'gravel-tyre-pressure-guide',
    category: 'riding-tips',
    tags: ['gravel', 'tyres'],
    author: 'Tom Okafor',
    publishedAt: '2025-03-04T08:30:00Z',
    imageKind: 'gravel-bike',
    imageColour: '#5f6b3a',
    en: {
      title: 'Gravel tyre pressure: a practical guide',
      excerpt:
        'Too hard and you bounce and slide; too soft and you pinch the rim. Find the gravel tyre pressure that is fast, grippy and comfortable for you.',
      metaTitle: 'Gravel Tyre Pressure Guide | Cadence Cycles',
      metaDescription:
        'How to set gravel tyre pressure for your weight, tyre width and terrain, with starting values for 40, 45 and 50 mm tubeless tyres.',
      body: `<p>If you only change one thing on your gravel bike, change your tyre pressure. Most riders we see in the workshop are running their gravel tyres far too hard – often at road-bike pressures – and are losing grip, comfort and even speed as a result.</p>
<h2>Why lower is often faster</h2>
<p>On a rough surface a hard tyre bounces over every stone, and each bounce wastes energy lifting you and the bike. A softer tyre deforms around obstacles and keeps rolling. Lower pressure also puts more rubber on the ground, so the tyre grips on loose corners and wet roots.</p>
<h2>Starting pressures</h2>
<p>These are starting points for tubeless tyres and a rider of around 75 kg, including kit. Add roughly 1 psi for every 5 kg above that, and subtract the same below it.</p>
<ul>
<li><strong>40 mm tyres:</strong> 32–36 psi front, 34–38 psi rear</li>
<li><strong>45 mm tyres:</strong> 28–32 psi front, 30–34 psi rear</li>
<li><strong>50 mm tyres:</strong> 24–28 psi front, 26–30 psi rear</li>
</ul>
<p>If you use inner tubes, add 4–5 psi to reduce the risk of pinch flats. Always stay within the minimum and maximum printed on the tyre and your rim.</p>
<h2>Fine-tuning on the trail</h2>
<ol>
<li>Pick a familiar loop with a mix of surfaces.</li>
<li>Ride it at your starting pressure, then drop 2 psi front and rear and ride it again.</li>
<li>Keep going until the tyre feels vague in fast corners or you feel the rim on sharp edges – then add 2 psi back.</li>
</ol>
<p>A digital gauge is worth every penny: track-pump gauges can be several psi out at low pressures.</p>
<h3>Choosing the tyre itself</h3>
<p>Pressure works together with tread and width. Fast, low-knob tyres such as the Schwalbe G-One RS suit dry hardpack, while an all-round tread copes better with British winters. Browse our <a href="/components/tyres/gravel/">gravel tyres</a>, and if you are making the switch, everything you need is in <a href="/components/tyres/tubes-tubeless/">tubes and tubeless</a>.</p>`,
    },
    de: {
      title: 'Luftdruck bei Gravelreifen: ein Praxisleitfaden',
      excerpt:
        'Zu hart, und Sie springen und rutschen; zu weich, und Sie schlagen auf die Felge durch. So finden Sie den Luftdruck, der schnell, griffig und bequem ist.',
      metaTitle: 'Luftdruck für Gravelreifen | Cadence Cycles',
      metaDescription:
        'So stellen Sie den Luftdruck Ihrer Gravelreifen passend zu Gewicht, Reifenbreite und Untergrund ein – mit Richtwerten für 40, 45 und 50 mm.',
      body: `<p>Wenn Sie an Ihrem Gravelbike nur eine Sache ändern, dann den Luftdruck. Die meisten Fahrerinnen und Fahrer, die wir in der Werkstatt sehen, fahren ihre Gravelreifen viel zu hart – oft mit Rennraddruck – und verlieren dadurch Grip, Komfort und sogar Geschwindigkeit.</p>
<h2>Warum weniger oft schneller ist</h2>
<p>Auf rauem Untergrund springt ein harter Reifen über jeden Stein, und jeder Sprung kostet Energie, weil Sie und das Rad angehoben werden. Ein weicherer Reifen verformt sich um Hindernisse herum und rollt weiter. Weniger Druck bringt außerdem mehr Gummi auf den Boden – für Grip in losen Kurven und auf nassen Wurzeln.</p>
<h2>Richtwerte für den Anfang</h2>
<p>Diese Werte gelten für Tubeless-Reifen und ein Systemgewicht von etwa 75 kg inklusive Ausrüstung. Rechnen Sie pro 5 kg mehr etwa 0,07 bar hinzu und ziehen Sie bei weniger Gewicht entsprechend ab.</p>
<ul>
<li><strong>40-mm-Reifen:</strong> 2,2–2,5 bar vorn, 2,3–2,6 bar hinten</li>
<li><strong>45-mm-Reifen:</strong> 1,9–2,2 bar vorn, 2,1–2,3 bar hinten</li>
<li><strong>50-mm-Reifen:</strong> 1,7–1,9 bar vorn, 1,8–2,1 bar hinten</li>
</ul>
<p>Mit Schlauch sollten Sie etwa 0,3 bar mehr fahren, um Durchschläge zu vermeiden. Bleiben Sie immer innerhalb der Mindest- und Höchstwerte, die auf Reifen und Felge angegeben sind.</p>
<h2>Feinabstimmung unterwegs</h2>
<ol>
<li>Wählen Sie eine bekannte Runde mit gemischtem Untergrund.</li>
<li>Fahren Sie sie mit dem Ausgangsdruck, senken Sie dann vorn und hinten um 0,15 bar und fahren Sie erneut.</li>
<li>Wiederholen Sie das, bis sich der Reifen in schnellen Kurven schwammig anfühlt oder Sie an scharfen Kanten die Felge spüren – dann erhöhen Sie wieder um 0,15 bar.</li>
</ol>
<p>Ein digitales Manometer lohnt sich: Die Anzeigen von Standpumpen können bei niedrigem Druck deutlich danebenliegen.</p>
<h3>Der passende Reifen</h3>
<p>Luftdruck wirkt immer zusammen mit Profil und Breite. Schnelle Reifen mit flachen Stollen wie der Schwalbe G-One RS passen zu trockenem, festem Schotter, während ein Allround-Profil mit nassen Wintern besser zurechtkommt. Stöbern Sie in unseren <a href="/components/tyres/gravel/">Gravelreifen</a> – und wenn Sie umsteigen möchten, finden Sie alles Nötige unter <a href="/components/tyres/tubes-tubeless/">Schläuche &amp; Tubeless</a>.</p>`,
    },
  },
  {
    urlKey: 'cycle-to-work-scheme-explained',
    category: 'commuting',
    tags: ['cycle-to-work', 'commuting', 'beginners'],
    author: 'Hannah Whitfield',
    publishedAt: '2025-04-22T07:45:00Z',
    imageKind: 'hybrid-bike',
    imageColour: '#1f7a7a',
    en: {
      title: 'The Cycle to Work scheme explained',
      excerpt:
        'Get a new bike through your employer, pay for it from your gross salary and save tax and National Insurance. Here is how Cycle to Work works, step by step.',
      metaTitle: 'Cycle to Work Scheme Explained | Cadence Cycles',
      metaDescription:
        'How the UK Cycle to Work scheme works: salary sacrifice, typical savings, what you can buy, what happens at the end of the hire period, and how to get a quote.',
      body: `<p>Cycle to Work is a UK government scheme that lets employees get a bike and safety equipment through their employer and pay for it from their salary before tax. It is one of the simplest ways to spread the cost of a new bike – and to save a considerable amount while you do it.</p>
<h2>How it works</h2>
<ol>
<li><strong>Choose your bike and kit.</strong> Pick any bike from our range, plus accessories such as a helmet, lights and a lock.</li>
<li><strong>Request a quote.</strong> Use our Cycle to Work quote page and send the quote to your employer’s scheme provider.</li>
<li><strong>Your employer approves it.</strong> They buy the bike and hire it to you for an agreed period, usually 12 months.</li>
<li><strong>Pay monthly from your gross salary.</strong> Because the payments are taken before income tax and National Insurance, you pay less overall.</li>
</ol>
<h2>How much can you save?</h2>
<p>Savings depend on your tax band. As a rough guide, basic-rate taxpayers save around 28% of the cost, and higher-rate taxpayers around 42%. On a £1,500 bike, that is roughly £420 or £630 respectively. Your payments cannot take your salary below the National Minimum Wage, which is something your employer will check.</p>
<h2>What can I buy?</h2>
<p>Any bike in our range can be bought through Cycle to Work, including <a href="/bikes/e-bikes/">e-bikes</a>, as long as your employer’s scheme limit allows it. You can add safety equipment and accessories such as <a href="/accessories/helmets/">helmets</a>, <a href="/accessories/lights/">lights</a> and <a href="/accessories/locks/">locks</a> to the same package.</p>
<h3>What happens at the end?</h3>
<p>When the hire period ends, most scheme providers offer you the chance to own the bike outright, usually by extending the hire or paying a small final fee based on the bike’s market value. Your provider will explain the options before you sign.</p>
<p>You can use the bike for leisure as well as commuting – there is no need to log your journeys. If you have questions, our team is happy to talk you through the process before you request a quote.</p>`,
    },
    de: {
      title: 'Das britische Cycle-to-Work-Programm einfach erklärt',
      excerpt:
        'Ein neues Rad über den Arbeitgeber, bezahlt aus dem Bruttogehalt, mit Ersparnis bei Steuern und Sozialabgaben: So funktioniert Cycle to Work in Großbritannien.',
      metaTitle: 'Cycle to Work einfach erklärt | Cadence Cycles',
      metaDescription:
        'So funktioniert das britische Cycle-to-Work-Programm: Gehaltsumwandlung, typische Ersparnis, was Sie kaufen können und was am Ende der Laufzeit passiert.',
      body: `<p>Cycle to Work ist ein staatliches Programm in Großbritannien, mit dem Arbeitnehmer ein Fahrrad und Sicherheitsausrüstung über ihren Arbeitgeber beziehen und aus dem Bruttogehalt bezahlen. Es ähnelt dem in Deutschland verbreiteten Dienstradleasing und gilt für Beschäftigte britischer Arbeitgeber. Wenn Sie in Großbritannien angestellt sind, ist es eine der einfachsten Möglichkeiten, die Kosten für ein neues Rad zu verteilen – und dabei deutlich zu sparen.</p>
<h2>So funktioniert es</h2>
<ol>
<li><strong>Rad und Ausrüstung auswählen.</strong> Wählen Sie ein beliebiges Rad aus unserem Programm sowie Zubehör wie Helm, Beleuchtung und Schloss.</li>
<li><strong>Angebot anfordern.</strong> Erstellen Sie auf unserer Cycle-to-Work-Seite ein Angebot und senden Sie es an den Programmanbieter Ihres Arbeitgebers.</li>
<li><strong>Ihr Arbeitgeber genehmigt es.</strong> Er kauft das Rad und überlässt es Ihnen für einen vereinbarten Zeitraum, meist 12 Monate.</li>
<li><strong>Monatliche Raten aus dem Bruttogehalt.</strong> Da die Raten vor Einkommensteuer und Sozialversicherung abgezogen werden, zahlen Sie insgesamt weniger.</li>
</ol>
<h2>Wie viel lässt sich sparen?</h2>
<p>Die Ersparnis hängt von Ihrem Steuersatz ab. Als grober Richtwert sparen Steuerzahler im Basissatz rund 28 % der Kosten, im höheren Steuersatz rund 42 %. Bei einem Rad für 1.500 £ sind das etwa 420 £ bzw. 630 £. Die Raten dürfen Ihr Gehalt nicht unter den britischen Mindestlohn senken – das prüft Ihr Arbeitgeber.</p>
<h2>Was kann ich kaufen?</h2>
<p>Jedes Rad aus unserem Programm ist über Cycle to Work erhältlich, auch <a href="/bikes/e-bikes/">E-Bikes</a>, sofern das Limit Ihres Arbeitgebers es zulässt. Sicherheitsausrüstung und Zubehör wie <a href="/accessories/helmets/">Helme</a>, <a href="/accessories/lights/">Beleuchtung</a> und <a href="/accessories/locks/">Schlösser</a> können Sie in dasselbe Paket aufnehmen.</p>
<h3>Was passiert am Ende?</h3>
<p>Nach Ablauf der Überlassung bieten die meisten Anbieter an, das Rad zu übernehmen – in der Regel durch eine verlängerte Überlassung oder eine kleine Abschlusszahlung, die sich am Marktwert des Rads orientiert. Ihr Anbieter erklärt Ihnen die Möglichkeiten vor der Unterschrift.</p>
<p>Sie dürfen das Rad privat ebenso nutzen wie für den Arbeitsweg; ein Fahrtenbuch ist nicht nötig. Bei Fragen erklärt Ihnen unser Team den Ablauf gern, bevor Sie ein Angebot anfordern.</p>`,
    },
  },
  {
    urlKey: 'e-bike-range-explained',
    category: 'buying-guides',
    tags: ['e-bikes', 'beginners'],
    author: 'Ellie Marsh',
    publishedAt: '2025-05-20T10:00:00Z',
    imageKind: 'e-bike',
    imageColour: '#1f7a7a',
    en: {
      title: 'E-bike range: how far will a charge really take you?',
      excerpt:
        'Battery size is only part of the answer. Assistance level, hills, temperature and tyre pressure all change how far an e-bike goes on a single charge.',
      metaTitle: 'E-Bike Range Explained | Cadence Cycles',
      metaDescription:
        'What decides e-bike range, how to estimate it from battery watt-hours, and simple ways to ride further on one charge. Advice from Cadence Cycles.',
      body: `<p>“How far will it go?” is the first question almost everyone asks about an e-bike. The honest answer is: it depends – but not in a mysterious way. Once you understand what uses energy, you can estimate your own range quite accurately.</p>
<h2>Watt-hours: the size of the tank</h2>
<p>Battery capacity is measured in watt-hours (Wh). Our <a href="/bikes/e-bikes/road/">E-Road SL</a> carries 236 Wh, the <a href="/bikes/e-bikes/gravel/">E-Gravel AL</a> 350 Wh and the <a href="/bikes/e-bikes/hybrid/">E-Hybrid AL</a> 504 Wh. As a rule of thumb, a rider uses between 5 and 15 Wh per kilometre, depending on how much help they ask for.</p>
<ul>
<li><strong>Eco mode, flat roads:</strong> around 5–7 Wh/km</li>
<li><strong>Mixed riding, medium assistance:</strong> around 8–10 Wh/km</li>
<li><strong>Hilly routes, high assistance:</strong> 12–15 Wh/km or more</li>
</ul>
<p>So a 504 Wh battery might give 100 km of gentle commuting, or 40 km of steep hills in the highest mode.</p>
<h2>What else affects range?</h2>
<ul>
<li><strong>Hills and headwinds</strong> – the motor works hardest when you are slow and pushing hard.</li>
<li><strong>Temperature</strong> – lithium batteries deliver less in the cold; expect 10–20% less range in winter.</li>
<li><strong>Tyre pressure</strong> – soft tyres cost energy on tarmac. Check them weekly.</li>
<li><strong>Stopping and starting</strong> – pulling away from traffic lights uses more than cruising.</li>
<li><strong>Weight</strong> – you, your bags and the bike itself.</li>
</ul>
<h2>How to ride further</h2>
<ol>
<li>Use the lowest assistance level that feels comfortable and save the boost for climbs.</li>
<li>Change down before you stop, so you set off in an easy gear.</li>
<li>Keep your cadence up – motors are most efficient when you spin rather than grind.</li>
<li>For long days, carry a range extender or plan a café stop with a socket.</li>
</ol>
<h3>Do not forget the law</h3>
<p>In the UK, an electrically assisted pedal cycle may have a motor of up to 250 W and must stop assisting at 15.5 mph (25 km/h). Every Cadence e-bike meets these rules, so you can ride it without a licence or insurance from the age of 14.</p>`,
    },
    de: {
      title: 'E-Bike-Reichweite: Wie weit kommen Sie wirklich mit einer Akkuladung?',
      excerpt:
        'Die Akkugröße ist nur ein Teil der Antwort. Unterstützungsstufe, Steigungen, Temperatur und Luftdruck bestimmen, wie weit ein E-Bike mit einer Ladung kommt.',
      metaTitle: 'E-Bike-Reichweite erklärt | Cadence Cycles',
      metaDescription:
        'Was die Reichweite eines E-Bikes bestimmt, wie Sie sie aus den Wattstunden des Akkus abschätzen und wie Sie mit einer Ladung weiter kommen.',
      body: `<p>„Wie weit komme ich damit?“ – das ist fast immer die erste Frage zu einem E-Bike. Die ehrliche Antwort lautet: Es kommt darauf an. Doch das ist kein Geheimnis. Wenn Sie wissen, was Energie verbraucht, können Sie Ihre Reichweite recht genau abschätzen.</p>
<h2>Wattstunden: die Größe des Tanks</h2>
<p>Die Akkukapazität wird in Wattstunden (Wh) angegeben. Unser <a href="/bikes/e-bikes/road/">E-Road SL</a> hat 236 Wh, das <a href="/bikes/e-bikes/gravel/">E-Gravel AL</a> 350 Wh und das <a href="/bikes/e-bikes/hybrid/">E-Hybrid AL</a> 504 Wh. Als Faustregel verbraucht man zwischen 5 und 15 Wh pro Kilometer – je nachdem, wie viel Unterstützung man abruft.</p>
<ul>
<li><strong>Eco-Modus, flache Strecken:</strong> etwa 5–7 Wh/km</li>
<li><strong>Gemischte Strecken, mittlere Unterstützung:</strong> etwa 8–10 Wh/km</li>
<li><strong>Hügelige Touren, hohe Unterstützung:</strong> 12–15 Wh/km oder mehr</li>
</ul>
<p>Ein 504-Wh-Akku reicht also für etwa 100 km entspanntes Pendeln – oder für 40 km steile Anstiege in der höchsten Stufe.</p>
<h2>Was beeinflusst die Reichweite noch?</h2>
<ul>
<li><strong>Steigungen und Gegenwind</strong> – der Motor arbeitet am stärksten, wenn Sie langsam sind und kräftig treten.</li>
<li><strong>Temperatur</strong> – Lithium-Akkus liefern bei Kälte weniger; rechnen Sie im Winter mit 10–20 % weniger Reichweite.</li>
<li><strong>Luftdruck</strong> – zu weiche Reifen kosten auf Asphalt Energie. Prüfen Sie sie wöchentlich.</li>
<li><strong>Anhalten und Anfahren</strong> – das Losfahren an der Ampel verbraucht mehr als gleichmäßiges Rollen.</li>
<li><strong>Gewicht</strong> – Ihr eigenes, das Ihres Gepäcks und das des Rads.</li>
</ul>
<h2>So kommen Sie weiter</h2>
<ol>
<li>Nutzen Sie die niedrigste Stufe, die sich angenehm anfühlt, und heben Sie sich den Boost für Anstiege auf.</li>
<li>Schalten Sie vor dem Anhalten herunter, damit Sie in einem leichten Gang anfahren.</li>
<li>Halten Sie die Trittfrequenz hoch – Motoren arbeiten am effizientesten, wenn Sie kurbeln statt drücken.</li>
<li>Für lange Tage nehmen Sie einen Range Extender mit oder planen einen Cafébesuch mit Steckdose.</li>
</ol>
<h3>Die rechtlichen Regeln</h3>
<p>In Deutschland gilt ein Pedelec als Fahrrad, wenn der Motor höchstens 250 W leistet und die Unterstützung bei 25 km/h endet; in Großbritannien gelten dieselben Grenzwerte. Alle Cadence-E-Bikes erfüllen diese Regeln – Sie brauchen also weder Führerschein noch Versicherungskennzeichen.</p>`,
    },
  },
  {
    urlKey: 'what-happens-at-a-bike-fit',
    category: 'riding-tips',
    tags: ['bike-fit', 'road', 'components'],
    author: 'Priya Desai',
    publishedAt: '2025-06-10T09:15:00Z',
    imageKind: 'endurance-bike',
    imageColour: '#1b2f52',
    en: {
      title: 'What happens at a professional bike fit?',
      excerpt:
        'Numb hands, sore knees or an aching back are not part of cycling. Our head fitter explains what a professional bike fit involves and who benefits most.',
      metaTitle: 'What Happens at a Bike Fit? | Cadence Cycles',
      metaDescription:
        'A step-by-step look at a professional bike fit: interview, flexibility checks, cleats, saddle height, reach and what changes afterwards.',
      body: `<p>A bike fit is not only for racers. The riders who gain the most are often those who ride a lot and feel uncomfortable doing it: numb hands after an hour, a knee that aches on climbs, or a lower back that complains on every long ride. A good fit fixes the cause rather than the symptom.</p>
<h2>1. The conversation</h2>
<p>Every fit starts with questions: how often you ride, what you want from the bike, any injuries and where it hurts. A sportive rider and a daily commuter need different positions, even on the same bike.</p>
<h2>2. Checking your body</h2>
<p>We look at hamstring and hip flexibility, leg-length differences and foot shape. These explain why a “textbook” position does not suit everyone – and they guide every adjustment that follows.</p>
<h2>3. Feet first</h2>
<p>Your feet are where the power goes in, so we start there. Cleat position, arch support and sometimes small wedges can cure knee pain on their own. If you are shopping for new <a href="/clothing/shoes/">cycling shoes</a>, bring them to the fit.</p>
<h2>4. Saddle, then handlebars</h2>
<ul>
<li><strong>Saddle height and setback</strong> are set with you pedalling on a trainer, watching knee and hip angles.</li>
<li><strong>Saddle choice</strong> matters as much as position. We measure sit-bone width and may suggest a different shape from our <a href="/components/saddles/">saddle range</a>.</li>
<li><strong>Reach and drop</strong> to the bars are adjusted with stem length and spacers, so your shoulders and hands stay relaxed.</li>
</ul>
<h2>5. Riding it in</h2>
<p>Small changes can feel strange for a few rides. We give you a record of every measurement, and a follow-up check after a few weeks is included, because bodies adapt and positions sometimes need a final tweak.</p>
<h3>Is it worth it?</h3>
<p>A fit costs less than most wheel upgrades and affects every ride you do. If you are buying a new bike, a fit beforehand can also confirm your size – saving you from an expensive mistake.</p>`,
    },
    de: {
      title: 'Was passiert bei einem professionellen Bikefitting?',
      excerpt:
        'Taube Hände, schmerzende Knie oder ein verspannter Rücken gehören nicht zum Radfahren. Unsere leitende Bikefitterin erklärt, wie ein professionelles Fitting abläuft.',
      metaTitle: 'Was passiert beim Bikefitting? | Cadence Cycles',
      metaDescription:
        'Ein professionelles Bikefitting Schritt für Schritt: Gespräch, Beweglichkeitstests, Cleats, Sattelhöhe, Reach – und was sich danach ändert.',
      body: `<p>Ein Bikefitting ist nicht nur etwas für Rennfahrer. Am meisten profitieren oft jene, die viel fahren und sich dabei unwohl fühlen: taube Hände nach einer Stunde, ein Knie, das am Berg schmerzt, oder ein unterer Rücken, der sich auf jeder langen Tour meldet. Ein gutes Fitting behebt die Ursache statt des Symptoms.</p>
<h2>1. Das Gespräch</h2>
<p>Jedes Fitting beginnt mit Fragen: Wie oft fahren Sie, was erwarten Sie vom Rad, gibt es Verletzungen, und wo tut es weh? Wer Radmarathons fährt, braucht eine andere Position als jemand, der täglich pendelt – selbst auf demselben Rad.</p>
<h2>2. Der Körpercheck</h2>
<p>Wir prüfen die Beweglichkeit von hinterer Oberschenkelmuskulatur und Hüftbeugern, Beinlängenunterschiede und die Fußform. Diese Werte erklären, warum eine Position „aus dem Lehrbuch“ nicht jedem passt – und sie bestimmen jede weitere Einstellung.</p>
<h2>3. Die Füße zuerst</h2>
<p>Über die Füße gelangt die Kraft aufs Rad, deshalb beginnen wir dort. Cleat-Position, Fußgewölbestütze und manchmal kleine Keile können Knieschmerzen schon allein beheben. Wenn Sie neue <a href="/clothing/shoes/">Radschuhe</a> suchen, bringen Sie diese zum Fitting mit.</p>
<h2>4. Erst der Sattel, dann der Lenker</h2>
<ul>
<li><strong>Sattelhöhe und Sattelversatz</strong> stellen wir ein, während Sie auf dem Rollentrainer treten, und beobachten dabei Knie- und Hüftwinkel.</li>
<li><strong>Die Sattelwahl</strong> ist so wichtig wie die Position. Wir messen Ihren Sitzknochenabstand und empfehlen gegebenenfalls eine andere Form aus unserem <a href="/components/saddles/">Sattelsortiment</a>.</li>
<li><strong>Reach und Überhöhung</strong> zum Lenker passen wir mit Vorbaulänge und Spacern an, damit Schultern und Hände entspannt bleiben.</li>
</ul>
<h2>5. Die Eingewöhnung</h2>
<p>Kleine Änderungen können sich ein paar Ausfahrten lang ungewohnt anfühlen. Sie erhalten ein Protokoll aller Maße, und eine Nachkontrolle nach einigen Wochen ist inklusive – denn der Körper passt sich an, und manchmal braucht die Position noch einen letzten Feinschliff.</p>
<h3>Lohnt sich das?</h3>
<p>Ein Fitting kostet weniger als die meisten Laufrad-Upgrades und wirkt sich auf jede einzelne Fahrt aus. Vor dem Kauf eines neuen Rads bestätigt es außerdem Ihre Rahmengröße – und bewahrt Sie vor einem teuren Fehlkauf.</p>`,
    },
  },
  {
    urlKey: 'gravel-vs-endurance-vs-all-road',
    category: 'buying-guides',
    tags: ['gravel', 'road', 'beginners'],
    author: 'Hannah Whitfield',
    publishedAt: '2025-07-08T08:00:00Z',
    imageKind: 'gravel-bike',
    imageColour: '#c9b48a',
    en: {
      title: 'Gravel, endurance or all-road: which bike is right for you?',
      excerpt:
        'They all have drop bars and disc brakes, so what is the difference? We compare tyre clearance, geometry and gearing to help you choose.',
      metaTitle: 'Gravel vs Endurance vs All-Road Bikes | Cadence Cycles',
      metaDescription:
        'The differences between gravel, endurance and all-road bikes explained: tyre clearance, geometry, gearing and which one suits the riding you do.',
      body: `<p>Walk into any bike shop and you will see three kinds of drop-bar bike that look almost identical. Each one is designed around a different idea of a great ride, and choosing the right one starts with being honest about where you will actually ride.</p>
<h2>Endurance bikes: fast and comfortable on tarmac</h2>
<p>An <a href="/bikes/endurance/">endurance bike</a> is a road bike with a slightly taller, shorter front end and room for tyres up to about 35 mm. Gearing is road-focused, with a 50/34 or 48/35 chainset. Choose one if most of your riding is on tarmac – club runs, sportives, audaxes – and you want to stay comfortable for hours.</p>
<h2>Gravel bikes: built for the rough stuff</h2>
<p>A <a href="/bikes/gravel/">gravel bike</a> has clearance for 45–50 mm tyres, a longer wheelbase and a slacker head angle for stability on loose ground, and lower gearing – often a single chainring with a huge cassette. Choose one if you want to ride forest tracks, bridleways and byways, or carry bags on multi-day trips.</p>
<h2>All-road bikes: the space in between</h2>
<p>Our <a href="/bikes/road/cgr/">CGR</a> is an all-road bike: road-bike handling with clearance for 40 mm tyres. It is quicker on tarmac than a gravel bike and far more capable off it than an endurance bike. Choose one if your rides mix lanes with towpaths and the odd gravel section, or if you want one bike for commuting, winter and summer.</p>
<h2>A quick way to decide</h2>
<ul>
<li><strong>Mostly tarmac, want speed and comfort:</strong> endurance</li>
<li><strong>Mostly tarmac, some gravel, one bike for everything:</strong> all-road</li>
<li><strong>Mostly off-road, or bikepacking:</strong> gravel</li>
</ul>
<h3>Remember: tyres change everything</h3>
<p>Any of these bikes can be tuned towards the others with tyres. A gravel bike on fast 38 mm slicks is a superb winter road bike, and an all-road bike on knobbly 40 mm tyres handles most British bridleways. If you are torn, choose the bike with the widest tyre clearance you think you will use.</p>`,
    },
    de: {
      title: 'Gravel, Endurance oder Allroad: Welches Rad passt zu Ihnen?',
      excerpt:
        'Alle haben Rennlenker und Scheibenbremsen – wo also liegt der Unterschied? Wir vergleichen Reifenfreiheit, Geometrie und Übersetzung.',
      metaTitle: 'Gravel, Endurance oder Allroad? | Cadence Cycles',
      metaDescription:
        'Die Unterschiede zwischen Gravelbike, Endurance- und Allroad-Rad: Reifenfreiheit, Geometrie, Übersetzung und welches Rad zu Ihren Strecken passt.',
      body: `<p>In jedem Radgeschäft sehen Sie drei Arten von Rädern mit Rennlenker, die fast gleich aussehen. Jede ist um eine andere Vorstellung von der perfekten Ausfahrt herum entwickelt – und die richtige Wahl beginnt mit einer ehrlichen Antwort darauf, wo Sie tatsächlich fahren.</p>
<h2>Endurance-Räder: schnell und bequem auf Asphalt</h2>
<p>Ein <a href="/bikes/endurance/">Endurance-Rad</a> ist ein Rennrad mit etwas höherer, kürzerer Front und Platz für Reifen bis etwa 35 mm. Die Übersetzung ist straßenorientiert, mit 50/34- oder 48/35-Kurbel. Wählen Sie es, wenn Sie überwiegend auf Asphalt fahren – Vereinsausfahrten, Radmarathons, Brevets – und stundenlang bequem sitzen möchten.</p>
<h2>Gravelbikes: gebaut für raues Terrain</h2>
<p>Ein <a href="/bikes/gravel/">Gravelbike</a> bietet Platz für 45- bis 50-mm-Reifen, einen längeren Radstand und einen flacheren Lenkwinkel für Stabilität auf losem Untergrund sowie eine leichtere Übersetzung – oft mit nur einem Kettenblatt und großer Kassette. Wählen Sie es, wenn Sie Waldwege, Feldwege und Schotterpisten fahren oder auf mehrtägigen Touren Gepäck mitnehmen möchten.</p>
<h2>Allroad-Räder: das Beste dazwischen</h2>
<p>Unser <a href="/bikes/road/cgr/">CGR</a> ist ein Allroad-Rad: Rennrad-Handling mit Platz für 40-mm-Reifen. Es ist auf Asphalt schneller als ein Gravelbike und abseits davon deutlich vielseitiger als ein Endurance-Rad. Wählen Sie es, wenn Ihre Touren Nebenstraßen mit Treidelpfaden und gelegentlichem Schotter verbinden – oder wenn Sie ein Rad für Arbeitsweg, Winter und Sommer suchen.</p>
<h2>Eine schnelle Entscheidungshilfe</h2>
<ul>
<li><strong>Überwiegend Asphalt, Tempo und Komfort:</strong> Endurance</li>
<li><strong>Überwiegend Asphalt, etwas Schotter, ein Rad für alles:</strong> Allroad</li>
<li><strong>Überwiegend Gelände oder Bikepacking:</strong> Gravel</li>
</ul>
<h3>Reifen verändern alles</h3>
<p>Jedes dieser Räder lässt sich mit anderen Reifen in Richtung der anderen abstimmen. Ein Gravelbike mit schnellen 38-mm-Slicks ist ein hervorragendes Winter-Rennrad, und ein Allroad-Rad mit 40-mm-Stollenreifen meistert die meisten Feld- und Waldwege. Wenn Sie unschlüssig sind, wählen Sie das Rad mit der größten Reifenfreiheit, die Sie voraussichtlich nutzen werden.</p>`,
    },
  },
  {
    urlKey: 'kids-bike-size-guide',
    category: 'buying-guides',
    tags: ['kids', 'beginners'],
    author: 'Ellie Marsh',
    publishedAt: '2025-08-05T09:30:00Z',
    imageKind: 'kids-bike',
    imageColour: '#8cc63f',
    en: {
      title: 'Kids’ bike sizes: choosing the right wheel size',
      excerpt:
        'Children’s bikes are sized by wheel, not frame – and age is only a rough guide. Measure inside leg, check the weight and your child will learn faster.',
      metaTitle: 'Kids’ Bike Size Guide | Cadence Cycles',
      metaDescription:
        'Which wheel size for which age and inside leg: a simple guide to balance bikes and 16", 20", 24" and 26" kids’ bikes, and why weight matters so much.',
      body: `<p>The right bike can turn a reluctant rider into a child who asks to go out every weekend. The wrong one – too big, too heavy – can put them off for months. Here is how to get it right.</p>
<h2>Measure inside leg, not age</h2>
<p>Ages are only a rough guide because children grow at such different rates. Instead, measure your child’s inside leg in socks, from the floor to the crotch. On a balance bike they should be able to sit with both feet flat on the ground; on a pedal bike, they should be able to touch the ground with the balls of both feet.</p>
<h2>A rough guide to wheel sizes</h2>
<ul>
<li><strong>12" and 14" balance bikes:</strong> around 2–5 years, inside leg 30–42 cm – see our <a href="/bikes/kids/balance/">balance bikes</a>.</li>
<li><strong>16" wheels:</strong> around 4–6 years, inside leg 42–50 cm.</li>
<li><strong>20" wheels:</strong> around 6–9 years, inside leg 50–60 cm – see our <a href="/bikes/kids/16-20-inch/">16" and 20" bikes</a>.</li>
<li><strong>24" wheels:</strong> around 8–11 years, inside leg 58–68 cm.</li>
<li><strong>26" wheels:</strong> around 10–14 years, inside leg 65–75 cm – see our <a href="/bikes/kids/24-26-inch/">24" and 26" bikes</a>.</li>
</ul>
<h2>Why weight matters</h2>
<p>A 20 kg adult riding a 10 kg bike would find it light. A 20 kg child riding a 10 kg bike is pushing half their own body weight. That is why we build our kids’ bikes in light aluminium, with short cranks and small brake levers: a light bike is easier to pedal, easier to steer and far easier to pick up after a wobble.</p>
<h3>Should you buy a size up to grow into?</h3>
<p>It is tempting, but a bike that is too big is harder to control and less fun. Buy the size that fits now. Good kids’ bikes hold their value well and are easy to pass on to a younger sibling.</p>
<p>Whatever the size, add a well-fitting <a href="/accessories/helmets/">helmet</a> and check the tyre pressure and brakes before each ride.</p>`,
    },
    de: {
      title: 'Kinderrad-Größen: die richtige Laufradgröße wählen',
      excerpt:
        'Kinderräder werden nach Laufradgröße gewählt, nicht nach Rahmen – und das Alter ist nur ein grober Anhaltspunkt. Messen Sie die Schrittlänge und achten Sie aufs Gewicht.',
      metaTitle: 'Kinderrad-Größen: Ratgeber | Cadence Cycles',
      metaDescription:
        'Welche Laufradgröße zu welchem Alter und welcher Schrittlänge passt: Laufräder sowie Kinderräder mit 16, 20, 24 und 26 Zoll – und warum das Gewicht so wichtig ist.',
      body: `<p>Das richtige Rad kann aus einem zögerlichen Kind eines machen, das jedes Wochenende losfahren möchte. Das falsche – zu groß, zu schwer – kann ihm die Lust für Monate nehmen. So gelingt die Wahl.</p>
<h2>Schrittlänge statt Alter</h2>
<p>Das Alter ist nur ein grober Anhaltspunkt, denn Kinder wachsen sehr unterschiedlich. Messen Sie stattdessen die Schrittlänge Ihres Kindes in Socken, vom Boden bis zum Schritt. Auf einem Laufrad sollte es mit beiden Füßen flach auf dem Boden sitzen können, auf einem Rad mit Pedalen mit beiden Fußballen den Boden erreichen.</p>
<h2>Ein grober Überblick über die Laufradgrößen</h2>
<ul>
<li><strong>12 und 14 Zoll (Laufrad):</strong> etwa 2–5 Jahre, Schrittlänge 30–42 cm – siehe unsere <a href="/bikes/kids/balance/">Laufräder</a>.</li>
<li><strong>16 Zoll:</strong> etwa 4–6 Jahre, Schrittlänge 42–50 cm.</li>
<li><strong>20 Zoll:</strong> etwa 6–9 Jahre, Schrittlänge 50–60 cm – siehe unsere <a href="/bikes/kids/16-20-inch/">Räder mit 16 und 20 Zoll</a>.</li>
<li><strong>24 Zoll:</strong> etwa 8–11 Jahre, Schrittlänge 58–68 cm.</li>
<li><strong>26 Zoll:</strong> etwa 10–14 Jahre, Schrittlänge 65–75 cm – siehe unsere <a href="/bikes/kids/24-26-inch/">Räder mit 24 und 26 Zoll</a>.</li>
</ul>
<h2>Warum das Gewicht so wichtig ist</h2>
<p>Für einen Erwachsenen ist ein 10 kg schweres Rad leicht. Ein Kind mit 20 kg Körpergewicht bewegt damit die Hälfte seines eigenen Gewichts. Deshalb bauen wir unsere Kinderräder aus leichtem Aluminium, mit kurzen Kurbeln und kleinen Bremshebeln: Ein leichtes Rad lässt sich leichter treten, lenken und nach einem Wackler wieder aufheben.</p>
<h3>Lieber eine Nummer größer zum Hineinwachsen?</h3>
<p>Das ist verlockend, aber ein zu großes Rad ist schwerer zu beherrschen und macht weniger Spaß. Kaufen Sie die Größe, die jetzt passt. Gute Kinderräder sind wertstabil und lassen sich leicht an jüngere Geschwister weitergeben.</p>
<p>Ganz gleich, welche Größe: Dazu gehört ein gut sitzender <a href="/accessories/helmets/">Helm</a>, und vor jeder Fahrt sollten Sie Luftdruck und Bremsen prüfen.</p>`,
    },
  },
  {
    urlKey: 'mechanical-vs-electronic-shifting',
    category: 'buying-guides',
    tags: ['components', 'road', 'gravel'],
    author: 'Tom Okafor',
    publishedAt: '2025-09-02T08:15:00Z',
    imageKind: 'groupset',
    imageColour: '#1b1b1d',
    en: {
      title: 'Mechanical or electronic shifting: is Di2 or AXS worth it?',
      excerpt:
        'Electronic groupsets shift perfectly every time, but cost more and need charging. Our workshop manager weighs up the pros and cons.',
      metaTitle: 'Mechanical vs Electronic Shifting | Cadence Cycles',
      metaDescription:
        'Shimano Di2 and SRAM AXS compared with mechanical groupsets: shift quality, maintenance, battery life, cost and which riders benefit most.',
      body: `<p>Ten years ago electronic shifting was for professionals and enthusiasts with deep pockets. Today you can find it on bikes around £2,500, and the question we hear most in the workshop is whether it is worth the extra.</p>
<h2>What electronic shifting does well</h2>
<ul>
<li><strong>Every shift is the same.</strong> There are no cables to stretch or get gritty, so the hundredth shift is as crisp as the first.</li>
<li><strong>Light effort.</strong> A button press instead of a lever sweep is a real help for riders with small or cold hands.</li>
<li><strong>Clever features.</strong> Synchronised shifting can move the front derailleur for you, and apps let you change what each button does.</li>
<li><strong>Cleaner bikes.</strong> Wireless systems such as SRAM AXS mean fewer cables and simpler internal routing.</li>
</ul>
<h2>Where mechanical still wins</h2>
<ul>
<li><strong>Cost.</strong> A mechanical build such as Shimano 105 costs noticeably less than its Di2 equivalent.</li>
<li><strong>No charging.</strong> It never runs out of battery on a long tour.</li>
<li><strong>Easy to fix anywhere.</strong> A gear cable can be replaced in any bike shop in the world.</li>
</ul>
<h2>Battery life in practice</h2>
<p>Shimano Di2 typically lasts around 1,000 km between charges; SRAM AXS derailleur batteries around 60 hours of riding. Both warn you well before they go flat, and if the rear battery does run low, the system keeps you in a usable gear. Charging every few weeks quickly becomes routine.</p>
<h2>Our advice</h2>
<p>If you ride in all weathers and hate fiddling with gear adjustment, or if hand strength is an issue, electronic shifting is a genuine upgrade. If you tour far from civilisation or want the most bike for your money, a modern mechanical groupset is still excellent. Browse <a href="/components/groupsets/electronic/">electronic groupsets</a> or compare builds across our <a href="/bikes/road/">road bikes</a>.</p>`,
    },
    de: {
      title: 'Mechanisch oder elektronisch schalten: Lohnen sich Di2 oder AXS?',
      excerpt:
        'Elektronische Gruppen schalten jedes Mal perfekt, kosten aber mehr und müssen geladen werden. Unser Werkstattleiter wägt Vor- und Nachteile ab.',
      metaTitle: 'Mechanische oder elektronische Schaltung? | Cadence Cycles',
      metaDescription:
        'Shimano Di2 und SRAM AXS im Vergleich zu mechanischen Gruppen: Schaltqualität, Wartung, Akkulaufzeit, Kosten und wer am meisten profitiert.',
      body: `<p>Vor zehn Jahren war die elektronische Schaltung etwas für Profis und Enthusiasten mit gut gefülltem Geldbeutel. Heute gibt es sie an Rädern um 2.500 £, und in der Werkstatt hören wir am häufigsten die Frage, ob sich der Aufpreis lohnt.</p>
<h2>Was die elektronische Schaltung gut kann</h2>
<ul>
<li><strong>Jeder Gangwechsel ist gleich.</strong> Es gibt keine Züge, die sich längen oder verschmutzen – der hundertste Schaltvorgang ist so präzise wie der erste.</li>
<li><strong>Wenig Kraftaufwand.</strong> Ein Tastendruck statt eines Hebelwegs hilft besonders bei kleinen oder kalten Händen.</li>
<li><strong>Clevere Funktionen.</strong> Die synchronisierte Schaltung bedient auf Wunsch den Umwerfer für Sie, und per App legen Sie die Tastenbelegung fest.</li>
<li><strong>Aufgeräumte Räder.</strong> Kabellose Systeme wie SRAM AXS bedeuten weniger Leitungen und eine einfachere Innenverlegung.</li>
</ul>
<h2>Wo die mechanische Schaltung punktet</h2>
<ul>
<li><strong>Kosten.</strong> Eine mechanische Ausstattung wie Shimano 105 ist spürbar günstiger als die Di2-Variante.</li>
<li><strong>Kein Laden.</strong> Ihr geht auf einer langen Reise nie der Strom aus.</li>
<li><strong>Überall reparierbar.</strong> Einen Schaltzug tauscht jede Werkstatt der Welt.</li>
</ul>
<h2>Akkulaufzeit in der Praxis</h2>
<p>Shimano Di2 hält typischerweise rund 1.000 km pro Ladung, die Schaltwerksakkus von SRAM AXS etwa 60 Fahrstunden. Beide warnen lange bevor sie leer sind, und geht der Akku hinten zur Neige, bleibt ein fahrbarer Gang eingelegt. Das Laden alle paar Wochen wird schnell zur Routine.</p>
<h2>Unser Rat</h2>
<p>Wenn Sie bei jedem Wetter fahren und ungern Schaltungen nachstellen oder wenig Kraft in den Händen haben, ist die elektronische Schaltung ein echtes Upgrade. Wenn Sie fernab jeder Zivilisation reisen oder das meiste Rad fürs Geld suchen, ist eine moderne mechanische Gruppe nach wie vor hervorragend. Stöbern Sie in unseren <a href="/components/groupsets/electronic/">elektronischen Schaltgruppen</a> oder vergleichen Sie die Ausstattungen unserer <a href="/bikes/road/">Rennräder</a>.</p>`,
    },
  },
];
