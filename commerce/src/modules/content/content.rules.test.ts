import { cmsPageSeed } from '../../db/seed/cms-pages.seed';
import { fillDispatchDate, needsDispatchDate, safeRichText } from './content.rules';

describe('safeRichText', () => {
  it('keeps every rich-text block the shop publishes as it is', () => {
    const blocks = Object.values(cmsPageSeed)
      .flat()
      .flatMap((page) => page.blocks)
      .flatMap((block) => (block.type === 'rich-text' ? [block.html] : []));
    expect(blocks.length).toBeGreaterThan(10);
    for (const html of blocks) expect(safeRichText(html)).toBe(html);
  });

  it('removes scripts, styles, forms, frames and event handlers, and keeps the text around them', () => {
    expect(safeRichText('<p>Ride<script>alert(1)</script> on</p>')).toBe('<p>Ride on</p>');
    expect(safeRichText('<p onclick="steal()">Hello</p><img src=x onerror="steal()">')).toBe('<p>Hello</p>');
    expect(safeRichText('<style>body{display:none}</style><h2>Title</h2>')).toBe('<h2>Title</h2>');
    expect(safeRichText('<form action="https://evil.example/"><input name="card"><button>Pay</button></form>')).toBe('Pay');
    expect(
      safeRichText(
        '<iframe src="https://evil.example/"></iframe><meta http-equiv="refresh" content="0;url=https://evil.example/">',
      ),
    ).toBe('');
    expect(safeRichText('<svg><script>alert(1)</script></svg><math><mi>x</mi></math>')).toBe('x');
    expect(safeRichText('<p>Ride<scr<script>ipt>alert(1)</script> on</p>')).not.toMatch(/<script/i);
    expect(safeRichText('<p>A <!-- hidden --> note</p>')).toBe('<p>A  note</p>');
  });

  it('keeps links to web and mail addresses only', () => {
    expect(safeRichText('<a href="https://cadence.example/bikes/">Bikes</a>')).toBe(
      '<a href="https://cadence.example/bikes/">Bikes</a>',
    );
    expect(safeRichText('<a href="/about-us/" title="About">About</a>')).toBe('<a href="/about-us/" title="About">About</a>');
    expect(safeRichText('<a href="mailto:help@cadence.example">Mail</a>')).toBe('<a href="mailto:help@cadence.example">Mail</a>');
    expect(safeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeRichText('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(safeRichText('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(safeRichText('<a href="ftp://files.example/">x</a>')).toBe('<a>x</a>');
    // Found by review: a backslash, an entity decoded twice or a tab makes `//host` of a path.
    expect(safeRichText('<a href="/\\evil.example/">x</a>')).toBe('<a>x</a>');
    expect(safeRichText('<a href="/&#9;/evil.example/">x</a>')).toBe('<a>x</a>');
    expect(safeRichText('<a href="/&#38;#x2F;evil.example/">x</a>')).toBe('<a href="/&amp;#x2F;evil.example/">x</a>');
    expect(safeRichText('<a href="/&amp;sol;evil.example/">x</a>')).toBe('<a href="/&amp;sol;evil.example/">x</a>');
    expect(safeRichText('<a href="/search/?q=a&quot;b">x</a>')).toBe('<a href="/search/?q=a&quot;b">x</a>');
    expect(safeRichText('<a href="#sizes">Sizes</a>')).toBe('<a href="#sizes">Sizes</a>');
    expect(safeRichText('<a href="https://cadence.example/?a=1&amp;b=2">x</a>')).toBe(
      '<a href="https://cadence.example/?a=1&amp;b=2">x</a>',
    );
    expect(safeRichText('<a href="https://cadence.example/" target="_blank" style="position:fixed">x</a>')).toBe(
      '<a href="https://cadence.example/">x</a>',
    );
  });
});

describe('fillDispatchDate', () => {
  it('writes the dispatch day where the delivery information asks for it, as the shop writes a dispatch day', () => {
    const body = 'Order now and your order is dispatched on {dispatch_date}.';
    expect(needsDispatchDate(body)).toBe(true);
    expect(fillDispatchDate(body, '2026-12-16', 'en-GB')).toBe(
      'Order now and your order is dispatched on Wednesday, 16 December 2026.',
    );
    expect(fillDispatchDate('Versand am {dispatch_date}.', '2026-12-16', 'de-DE')).toBe(
      'Versand am Mittwoch, 16. Dezember 2026.',
    );
    expect(needsDispatchDate('We dispatch Monday to Friday.')).toBe(false);
  });
});
