/** Accessories and parts drawn icon-like, centred on the canvas, one drawing per kind. */

import { circle, DARK, HOLE, METAL, OUTLINE, p, polar, Pt, stroke, teeth } from './drawing-kit';

// ---------------------------------------------------------------------------------------------
// Accessories and parts (icon-like, centred on the canvas)

export type Draw = (c: string, a: string) => string;

export const ACCESSORIES: Record<string, Draw> = {
  helmet: (c, a) =>
    `<path d="M330 392 L372 500 L444 384" fill="none" stroke="${DARK}" stroke-width="7"/>` +
    `<rect x="356" y="480" width="32" height="22" rx="5" fill="${a}"/>` +
    `<path d="M188 372 C182 250 290 170 420 168 C545 166 618 244 626 330 C628 352 614 362 596 362 L206 392 C194 393 189 385 188 372 Z" fill="${c}" ${OUTLINE}/>` +
    `<path d="M196 372 L600 346 L602 362 L206 392 C198 392 195 384 196 372 Z" fill="${HOLE}"/>` +
    `<path d="M222 330 C260 250 340 205 430 200" fill="none" stroke="${a}" stroke-width="14"/>` +
    `<g fill="${DARK}" fill-opacity=".85">` +
    `<ellipse cx="300" cy="262" rx="42" ry="13" transform="rotate(-38 300 262)"/>` +
    `<ellipse cx="388" cy="232" rx="46" ry="13" transform="rotate(-14 388 232)"/>` +
    `<ellipse cx="480" cy="232" rx="44" ry="13" transform="rotate(12 480 232)"/>` +
    `<ellipse cx="556" cy="280" rx="36" ry="12" transform="rotate(40 556 280)"/>` +
    `<ellipse cx="360" cy="300" rx="40" ry="12" transform="rotate(-8 360 300)"/>` +
    `<ellipse cx="468" cy="296" rx="40" ry="12" transform="rotate(8 468 296)"/></g>` +
    `<circle cx="214" cy="398" r="16" fill="${a}" ${OUTLINE}/>`,

  light: (c, a) =>
    `<path d="M512 262 L700 190 L700 410 L512 338 Z" fill="#ffe680" fill-opacity=".45"/>` +
    `<path d="M540 230 L640 176 M556 300 L680 300 M540 370 L640 424" stroke="#f2c94c" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M330 350 L318 398 M410 350 L422 398" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="370" cy="420" r="30" fill="${METAL}" ${OUTLINE}/>` +
    `<path d="M312 398 A60 36 0 0 0 428 398" fill="none" stroke="${DARK}" stroke-width="10"/>` +
    `<rect x="220" y="240" width="290" height="120" rx="54" fill="${c}" ${OUTLINE}/>` +
    `<ellipse cx="508" cy="300" rx="22" ry="54" fill="#fff8d8" ${OUTLINE}/>` +
    `<rect x="300" y="226" width="70" height="20" rx="9" fill="${a}"/>` +
    `<path d="M250 300 L450 300" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>`,

  lock: (c, a) =>
    `<path d="M305 340 V230 A95 95 0 0 1 495 230 V340" fill="none" stroke="#000" stroke-opacity=".28" stroke-width="42"/>` +
    `<path d="M305 340 V230 A95 95 0 0 1 495 230 V340" fill="none" stroke="${METAL}" stroke-width="34"/>` +
    `<path d="M296 200 A104 104 0 0 1 330 150" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="230" y="318" width="340" height="84" rx="42" fill="${c}" ${OUTLINE}/>` +
    `<rect x="230" y="318" width="70" height="84" rx="36" fill="${a}" ${OUTLINE}/>` +
    `<circle cx="520" cy="360" r="22" fill="${a}"/>` +
    `<path d="M520 350 V372" stroke="${DARK}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M320 336 L480 336" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>`,

  bag: (c, a) =>
    `<path d="M300 150 V118 A22 22 0 0 1 344 118 M456 150 V118 A22 22 0 0 1 500 118" fill="none" stroke="${DARK}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="250" y="190" width="300" height="310" rx="40" fill="${c}" ${OUTLINE}/>` +
    `<rect x="262" y="140" width="276" height="74" rx="24" fill="${c}" ${OUTLINE}/>` +
    `<rect x="262" y="140" width="276" height="74" rx="24" fill="#000" fill-opacity=".18"/>` +
    `<path d="M278 168 H522 M278 188 H522" stroke="#000" stroke-opacity=".2" stroke-width="4"/>` +
    `<rect x="386" y="150" width="28" height="210" rx="6" fill="${DARK}"/>` +
    `<rect x="376" y="326" width="48" height="40" rx="8" fill="${a}" ${OUTLINE}/>` +
    `<rect x="250" y="420" width="300" height="22" fill="${a}" fill-opacity=".9"/>` +
    `<path d="M280 230 V390" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>`,

  pump: (c, a) =>
    `<path d="M430 470 C540 470 560 300 486 236" fill="none" stroke="${DARK}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="468" y="206" width="34" height="44" rx="8" fill="${a}" transform="rotate(-40 485 228)"/>` +
    `<rect x="392" y="104" width="16" height="60" fill="${METAL}"/>` +
    `<rect x="280" y="86" width="240" height="32" rx="16" fill="${DARK}"/>` +
    `<rect x="280" y="86" width="70" height="32" rx="16" fill="${a}"/><rect x="450" y="86" width="70" height="32" rx="16" fill="${a}"/>` +
    `<rect x="364" y="150" width="72" height="330" rx="16" fill="${c}" ${OUTLINE}/>` +
    `<path d="M290 520 L330 486 L470 486 L510 520 Z" fill="${DARK}" stroke="${DARK}" stroke-width="10" stroke-linejoin="round"/>` +
    `<circle cx="400" cy="430" r="42" fill="#fff" stroke="${DARK}" stroke-width="7"/>` +
    `<path d="M400 430 L424 404" stroke="${a}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M380 180 V380" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>`,

  tool: (c, a) =>
    `<g transform="translate(400 300) scale(1.3) translate(-420 -257)">` +
    [-64, -50, -36, -22, -8]
      .map(
        (deg) =>
          `<g transform="rotate(${deg} 285 330)"><rect x="272" y="318" width="${250 + deg}" height="24" rx="5" fill="${METAL}" ${OUTLINE}/>` +
          `<rect x="${502 + deg}" y="318" width="20" height="48" rx="5" fill="${METAL}" ${OUTLINE}/></g>`,
      )
      .join('') +
    `<rect x="240" y="300" width="360" height="64" rx="32" fill="${c}" ${OUTLINE}/>` +
    `<path d="M290 318 H560" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="285" cy="332" r="17" fill="${a}" ${OUTLINE}/><circle cx="555" cy="332" r="17" fill="${a}" ${OUTLINE}/>` +
    `<path d="M278 332 H292 M548 332 H562" stroke="${DARK}" stroke-width="5"/></g>`,

  bottle: (c, a) =>
    `<rect x="380" y="118" width="40" height="50" rx="10" fill="${DARK}"/>` +
    `<path d="M340 200 L460 200 C475 200 481 214 479 230 L470 300 C466 330 466 350 470 380 L479 470 C481 495 466 512 440 512 L360 512 C334 512 319 495 321 470 L330 380 C334 350 334 330 330 300 L321 230 C319 214 325 200 340 200 Z" fill="${c}" ${OUTLINE}/>` +
    `<rect x="340" y="156" width="120" height="54" rx="12" fill="${a}" ${OUTLINE}/>` +
    `<path d="M338 318 H462 M337 340 H463 M338 362 H462" stroke="#000" stroke-opacity=".16" stroke-width="7"/>` +
    `<path d="M352 236 V290 M352 400 V476" stroke="#fff" stroke-opacity=".4" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="400" cy="436" r="24" fill="${a}"/>`,

  cage: (c, a) =>
    `<rect x="372" y="60" width="56" height="490" rx="28" fill="${HOLE}" ${OUTLINE}/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M330 140 C300 240 300 420 336 478 Q400 514 464 478 C500 420 500 240 470 140 M318 300 Q400 344 482 300 M400 160 V470" stroke="#000" stroke-opacity=".28" stroke-width="18"/>` +
    `<path d="M330 140 C300 240 300 420 336 478 Q400 514 464 478 C500 420 500 240 470 140 M318 300 Q400 344 482 300 M400 160 V470" stroke="${c}" stroke-width="14"/></g>` +
    `<circle cx="400" cy="210" r="14" fill="${a}" ${OUTLINE}/><circle cx="400" cy="400" r="14" fill="${a}" ${OUTLINE}/>`,

  tyre: (c, a) =>
    circle([400, 300], 212, `fill="none" stroke="#1c1c1c" stroke-width="14" ${teeth(212, 64)}`) +
    circle([400, 300], 186, 'fill="none" stroke="#1c1c1c" stroke-width="50"') +
    circle([400, 300], 166, `fill="none" stroke="${c}" stroke-width="12"`) +
    `<path d="M260 190 A178 178 0 0 1 360 126" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M540 410 A178 178 0 0 1 440 474" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round"/>` +
    circle([400, 300], 158, `fill="none" stroke="${DARK}" stroke-width="4"`),

  wheel: (c, a) => {
    const centre: Pt = [400, 300];
    let spokes = '';
    for (let i = 0; i < 24; i += 1) spokes += `M${p(polar(centre, 12, i * 15 + 45))}L${p(polar(centre, 186, i * 15))}`;
    return (
      stroke(spokes, '#8b9197', 2.5) +
      circle(centre, 194, `fill="none" stroke="${c}" stroke-width="22"`) +
      circle(centre, 194, `fill="none" stroke="${a}" stroke-width="8" stroke-dasharray="80 224"`) +
      circle(centre, 218, 'fill="none" stroke="#1c1c1c" stroke-width="24"') +
      circle(centre, 32, `fill="none" stroke="#7d848a" stroke-width="14"`) +
      circle(centre, 14, `fill="${a}" stroke="${DARK}" stroke-width="3"`)
    );
  },

  saddle: (c, a) =>
    `<g transform="rotate(-14 420 340)"><rect x="398" y="340" width="44" height="200" fill="${DARK}"/></g>` +
    `<path d="M262 288 C300 330 330 334 400 334 L520 334 C558 334 574 300 590 266" fill="none" stroke="${METAL}" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="376" y="320" width="88" height="30" rx="8" fill="${DARK}"/>` +
    `<path d="M190 250 C188 222 215 205 250 207 L470 222 C540 228 590 236 615 246 C630 252 624 265 606 267 L470 275 C400 280 320 287 255 292 C215 295 192 278 190 250 Z" fill="${c}" ${OUTLINE}/>` +
    `<path d="M204 262 C260 272 340 268 470 260 L600 255" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M230 222 C300 218 400 224 480 232" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="7" stroke-linecap="round"/>`,

  pedal: (c, a) =>
    `<rect x="180" y="284" width="150" height="32" rx="10" fill="${METAL}" ${OUTLINE}/>` +
    `<rect x="164" y="276" width="36" height="48" rx="8" fill="${DARK}"/>` +
    `<rect x="300" y="170" width="280" height="260" rx="44" fill="${c}" ${OUTLINE}/>` +
    `<rect x="336" y="206" width="66" height="188" rx="22" fill="${HOLE}" ${OUTLINE}/>` +
    `<rect x="478" y="206" width="66" height="188" rx="22" fill="${HOLE}" ${OUTLINE}/>` +
    `<g fill="${a}">` +
    [
      [322, 196],
      [380, 188],
      [500, 188],
      [558, 196],
      [322, 404],
      [380, 412],
      [500, 412],
      [558, 404],
      [440, 190],
      [440, 410],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8"/>`)
      .join('') +
    `</g>`,

  groupset: (c, a) => {
    const ring: Pt = [480, 300];
    const cog: Pt = [190, 300];
    let spider = '';
    for (let i = 0; i < 4; i += 1) spider += `M${p(ring)}L${p(polar(ring, 118, 45 + i * 90))}`;
    return (
      `<path d="M480 150 L190 236 M480 450 L236 458" stroke="#5d5d5d" stroke-width="8" stroke-dasharray="12 5"/>` +
      circle(cog, 64, `fill="none" stroke="${METAL}" stroke-width="8" ${teeth(64, 28)}`) +
      circle(cog, 52, `fill="none" stroke="${METAL}" stroke-width="8"`) +
      circle(cog, 38, `fill="none" stroke="${METAL}" stroke-width="8"`) +
      circle(cog, 24, `fill="none" stroke="${METAL}" stroke-width="8"`) +
      `<path d="M190 300 L214 372 L236 458" stroke="${c}" stroke-width="18" stroke-linecap="round" fill="none"/>` +
      circle([214, 372], 15, `fill="${DARK}"`) +
      circle([236, 458], 15, `fill="${DARK}"`) +
      circle(ring, 148, `fill="none" stroke="${DARK}" stroke-width="14" ${teeth(148, 52)}`) +
      circle(ring, 136, `fill="none" stroke="${DARK}" stroke-width="18"`) +
      circle(ring, 100, `fill="none" stroke="${METAL}" stroke-width="12" ${teeth(100, 36)}`) +
      stroke(spider, '#000', 30, 'stroke-opacity=".28" stroke-linecap="round"') +
      stroke(spider, c, 26, 'stroke-linecap="round"') +
      `<path d="M480 300 L600 486" stroke="#000" stroke-opacity=".28" stroke-width="44" stroke-linecap="round"/>` +
      `<path d="M480 300 L600 486" stroke="${c}" stroke-width="40" stroke-linecap="round"/>` +
      `<rect x="560" y="474" width="80" height="24" rx="8" fill="${DARK}"/>` +
      circle(ring, 26, `fill="${a}" ${OUTLINE}`)
    );
  },

  handlebar: (c, a) => {
    const drops = 'M250 230 C200 230 178 256 176 300 L170 400 C168 430 178 446 196 452';
    const mirror = 'M550 230 C600 230 622 256 624 300 L630 400 C632 430 622 446 604 452';
    return (
      `<rect x="378" y="250" width="44" height="170" fill="${DARK}"/>` +
      `<path d="M378 300 H422 M378 330 H422" stroke="#555" stroke-width="6"/>` +
      `<g fill="none" stroke-linecap="round">` +
      `<path d="${drops} ${mirror} M250 230 H550" stroke="#000" stroke-opacity=".28" stroke-width="30"/>` +
      `<path d="${drops} ${mirror}" stroke="${a}" stroke-width="26"/>` +
      `<path d="M250 230 H550" stroke="${c}" stroke-width="26"/></g>` +
      `<path d="M204 196 C180 196 172 224 176 260 L214 260 C218 228 222 206 204 196 Z" fill="${DARK}"/>` +
      `<path d="M596 196 C620 196 628 224 624 260 L586 260 C582 228 578 206 596 196 Z" fill="${DARK}"/>` +
      `<rect x="364" y="200" width="72" height="60" rx="12" fill="${DARK}"/>` +
      `<circle cx="378" cy="214" r="5" fill="${a}"/><circle cx="422" cy="214" r="5" fill="${a}"/><circle cx="378" cy="246" r="5" fill="${a}"/><circle cx="422" cy="246" r="5" fill="${a}"/>`
    );
  },

  stem: (c, a) =>
    `<rect x="250" y="340" width="70" height="170" fill="${HOLE}" ${OUTLINE}/>` +
    `<rect x="238" y="316" width="94" height="22" rx="6" fill="${DARK}"/>` +
    `<rect x="238" y="150" width="94" height="24" rx="8" fill="${DARK}"/>` +
    `<path d="M300 214 L540 186 L566 290 L300 310 Z" fill="${c}" ${OUTLINE}/>` +
    `<rect x="226" y="174" width="118" height="142" rx="20" fill="${c}" ${OUTLINE}/>` +
    `<circle cx="560" cy="238" r="68" fill="${c}" ${OUTLINE}/>` +
    `<circle cx="560" cy="238" r="40" fill="${DARK}"/>` +
    `<circle cx="560" cy="238" r="30" fill="#4a4a4a"/>` +
    `<g fill="${a}"><rect x="212" y="200" width="26" height="22" rx="5"/><rect x="212" y="266" width="26" height="22" rx="5"/>` +
    `<circle cx="560" cy="176" r="9"/><circle cx="560" cy="300" r="9"/></g>` +
    `<path d="M360 222 L520 204" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>`,

  jersey: (c, a) =>
    `<path d="M298 150 L358 128 Q400 164 442 128 L502 150 L612 222 L570 304 L510 272 L510 492 Q400 508 290 492 L290 272 L230 304 L188 222 Z" fill="${c}" ${OUTLINE} stroke-linejoin="round"/>` +
    `<rect x="290" y="340" width="220" height="30" fill="${a}"/>` +
    `<path d="M358 128 Q400 168 442 128" fill="none" stroke="${a}" stroke-width="10"/>` +
    `<path d="M400 150 V310" stroke="${DARK}" stroke-width="5"/><rect x="393" y="300" width="14" height="22" rx="3" fill="${DARK}"/>` +
    `<path d="M612 222 L570 304 M188 222 L230 304" stroke="${a}" stroke-width="12"/>`,

  jacket: (c, a) =>
    `<path d="M298 148 L355 126 Q400 150 445 126 L502 148 Q562 170 586 262 L642 468 L586 486 L516 292 L516 502 L284 502 L284 292 L214 486 L158 468 L214 262 Q238 170 298 148 Z" fill="${c}" ${OUTLINE} stroke-linejoin="round"/>` +
    `<path d="M352 128 L356 96 Q400 112 444 96 L448 128 Q400 152 352 128 Z" fill="${c}" ${OUTLINE}/>` +
    `<path d="M352 128 L356 96 Q400 112 444 96 L448 128 Q400 152 352 128 Z" fill="#000" fill-opacity=".15"/>` +
    `<path d="M400 112 V502" stroke="${a}" stroke-width="7"/>` +
    `<path d="M432 240 L486 222 M368 240 L314 222" stroke="${DARK}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M642 468 L586 486 M158 468 L214 486 M284 492 H516" stroke="${a}" stroke-width="14"/>`,

  shorts: (c, a) =>
    `<path d="M322 282 L348 118 M478 282 L452 118" stroke="#000" stroke-opacity=".28" stroke-width="32" stroke-linecap="round"/>` +
    `<path d="M322 282 L348 118 M478 282 L452 118" stroke="${c}" stroke-width="28" stroke-linecap="round"/>` +
    `<path d="M286 276 L514 276 L550 496 L422 510 L400 392 L378 510 L250 496 Z" fill="${c}" ${OUTLINE} stroke-linejoin="round"/>` +
    `<path d="M286 276 L314 276 L292 496 L250 496 Z M514 276 L486 276 L508 496 L550 496 Z" fill="#000" fill-opacity=".18"/>` +
    `<path d="M254 486 L380 498 M420 498 L546 486" stroke="${a}" stroke-width="18"/>` +
    `<path d="M341 160 L459 160" stroke="${a}" stroke-width="8" stroke-linecap="round"/>`,

  gloves: (c, a) =>
    `<g fill="${c}" ${OUTLINE}>` +
    `<rect x="300" y="290" width="46" height="130" rx="23" transform="rotate(-36 323 410)"/>` +
    `<rect x="322" y="170" width="42" height="140" rx="21"/><rect x="368" y="146" width="42" height="160" rx="21"/>` +
    `<rect x="414" y="158" width="42" height="150" rx="21"/><rect x="460" y="192" width="40" height="120" rx="20"/>` +
    `<rect x="316" y="260" width="190" height="196" rx="46"/></g>` +
    `<path d="M343 250 V274 M389 240 V266 M435 246 V272 M480 260 V282" stroke="#000" stroke-opacity=".2" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="310" y="430" width="200" height="74" rx="14" fill="${DARK}"/>` +
    `<rect x="390" y="440" width="110" height="54" rx="12" fill="${a}"/>`,

  shoes: (c, a) =>
    `<path d="M204 428 L204 300 C204 276 218 266 240 262 L302 252 C330 300 372 304 410 300 C480 300 560 340 610 372 C644 394 660 412 662 428 Z" fill="${c}" ${OUTLINE} stroke-linejoin="round"/>` +
    `<path d="M204 300 C204 276 218 266 240 262 L270 258 L262 428 L204 428 Z" fill="#000" fill-opacity=".15"/>` +
    `<path d="M420 300 L462 414 M492 320 L528 420" stroke="${DARK}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="352" cy="340" r="30" fill="${a}" ${OUTLINE}/><circle cx="352" cy="340" r="12" fill="${DARK}"/>` +
    `<rect x="194" y="424" width="474" height="30" rx="15" fill="${DARK}"/>` +
    `<path d="M470 454 H550 L540 474 H480 Z" fill="${a}"/>`,

  computer: (c, a) =>
    `<rect x="366" y="450" width="68" height="40" rx="8" fill="${DARK}"/>` +
    `<rect x="320" y="486" width="160" height="30" rx="15" fill="${METAL}" ${OUTLINE}/>` +
    `<rect x="264" y="112" width="272" height="348" rx="44" fill="${c}" ${OUTLINE}/>` +
    `<rect x="296" y="150" width="208" height="240" rx="14" fill="#1c2326"/>` +
    `<path d="M318 190 H420 M318 220 H380 M440 190 H482 M440 220 H470" stroke="#cfd8dc" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M296 254 H504" stroke="#3b474d" stroke-width="3"/>` +
    `<path d="M312 370 L350 330 L380 346 L420 290 L452 318 L488 280" fill="none" stroke="${a}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<rect x="256" y="176" width="12" height="54" rx="5" fill="${a}"/><rect x="532" y="176" width="12" height="54" rx="5" fill="${a}"/>` +
    `<rect x="330" y="412" width="56" height="20" rx="10" fill="${a}"/><rect x="414" y="412" width="56" height="20" rx="10" fill="${a}"/>`,

  // An e-bike down-tube battery on its side: casing in the paint colour, charge level LEDs in the accent.
  battery: (c, a) =>
    `<g transform="rotate(-12 400 300)">` +
    `<rect x="150" y="220" width="500" height="150" rx="62" fill="${c}" ${OUTLINE}/>` +
    `<rect x="176" y="338" width="448" height="20" rx="10" fill="#000" fill-opacity=".14"/>` +
    `<path d="M210 246 H580" stroke="#fff" stroke-opacity=".3" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="600" y="250" width="64" height="90" rx="20" fill="${DARK}"/>` +
    `<rect x="126" y="256" width="40" height="78" rx="12" fill="${DARK}"/>` +
    `<circle cx="146" cy="295" r="11" fill="${METAL}" ${OUTLINE}/>` +
    `<path d="M140 295 H152" stroke="${DARK}" stroke-width="4"/>` +
    `<rect x="250" y="300" width="200" height="40" rx="12" fill="${DARK}"/>` +
    `<g fill="${a}"><rect x="262" y="310" width="36" height="20" rx="4"/><rect x="306" y="310" width="36" height="20" rx="4"/>` +
    `<rect x="350" y="310" width="36" height="20" rx="4"/></g>` +
    `<rect x="394" y="310" width="36" height="20" rx="4" fill="#55595e"/>` +
    `<circle cx="520" cy="320" r="20" fill="${DARK}" ${OUTLINE}/><circle cx="520" cy="320" r="8" fill="${a}"/></g>`,

  // An out-front computer mount from the side: bar clamp, forward arm, twist-lock cradle on top, camera tabs below.
  'computer-mount': (c, a) =>
    `<circle cx="250" cy="330" r="78" fill="none" stroke="#000" stroke-opacity=".28" stroke-width="46"/>` +
    `<circle cx="250" cy="330" r="78" fill="none" stroke="${c}" stroke-width="40"/>` +
    `<circle cx="250" cy="330" r="54" fill="${HOLE}"/>` +
    `<rect x="226" y="398" width="48" height="44" rx="8" fill="${c}" ${OUTLINE}/>` +
    `<circle cx="250" cy="420" r="9" fill="${a}"/>` +
    `<path d="M318 300 L560 264 L566 330 L318 350 Z" fill="${c}" ${OUTLINE}/>` +
    `<path d="M336 314 L540 284" stroke="#fff" stroke-opacity=".3" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="480" y="214" width="170" height="44" rx="14" fill="${DARK}"/>` +
    `<rect x="500" y="196" width="130" height="26" rx="10" fill="${a}" ${OUTLINE}/>` +
    `<path d="M520 209 H610" stroke="${DARK}" stroke-width="5" stroke-linecap="round"/>` +
    `<g fill="${c}" ${OUTLINE}><rect x="520" y="336" width="18" height="84" rx="6"/><rect x="548" y="336" width="18" height="84" rx="6"/>` +
    `<rect x="576" y="336" width="18" height="84" rx="6"/></g>` +
    `<circle cx="557" cy="396" r="14" fill="${METAL}" ${OUTLINE}/>` +
    `<path d="M496 396 H618" stroke="${DARK}" stroke-width="6" stroke-linecap="round"/>`,

  part: (c, a) => {
    const centre: Pt = [400, 300];
    let holes = '';
    for (let i = 0; i < 5; i += 1) holes += circle(polar(centre, 92, i * 72 - 90), 22, `fill="${HOLE}" ${OUTLINE}`);
    return (
      circle(centre, 166, `fill="none" stroke="#000" stroke-opacity=".28" stroke-width="46" ${teeth(166, 18)}`) +
      circle(centre, 166, `fill="none" stroke="${c}" stroke-width="42" ${teeth(166, 18)}`) +
      circle(centre, 152, `fill="${c}" ${OUTLINE}`) +
      holes +
      circle(centre, 40, `fill="${HOLE}" stroke="${a}" stroke-width="12"`)
    );
  },
};
