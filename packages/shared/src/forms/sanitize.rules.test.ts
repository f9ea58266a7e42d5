import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeText, tokenizeHtml, visibleText } from './html-tokens.rules';
import { containsUnauthorizedTags, sanitizeDisplayedText, sanitizeRichText } from './sanitize.rules';

describe('tokenizeHtml', () => {
  it('reads tags, lowercases names, decodes values and keeps > inside quotes', () => {
    expect(tokenizeHtml('<SPAN Class="a&amp;b>c" hidden>x</Span>')).toEqual([
      {
        kind: 'start',
        name: 'span',
        attributes: [
          { name: 'class', value: 'a&b>c' },
          { name: 'hidden', value: null },
        ],
        selfClosing: false,
      },
      { kind: 'text', text: 'x' },
      { kind: 'end', name: 'span' },
    ]);
  });

  it('keeps the content of raw-text elements as one raw token and treats a lone < as text', () => {
    expect(tokenizeHtml('<script>if (a<b) x("</p>")</script>1 < 2')).toEqual([
      { kind: 'start', name: 'script', attributes: [], selfClosing: false },
      { kind: 'raw', text: 'if (a<b) x("</p>")' },
      { kind: 'end', name: 'script' },
      { kind: 'text', text: '1 < 2' },
    ]);
  });

  it('treats a tag that never closes as text', () => {
    expect(tokenizeHtml('a <b class="x')).toEqual([{ kind: 'text', text: 'a <b class="x' }]);
  });
});

describe('entities and visible text', () => {
  it('decodes numeric entities with or without ; and the common named ones', () => {
    expect(decodeEntities('&#106;&#x61;va&colon;&amp;&lt;&nbsp;&copy;&#0;')).toBe('java:&<\u00a0&copy;\ufffd');
  });

  it('escapes bare & and angle brackets but keeps entities', () => {
    expect(escapeText('a & b &amp; <c> &#39;')).toBe('a &amp; b &amp; &lt;c&gt; &#39;');
  });

  it('reads only what a reader sees', () => {
    expect(visibleText('<p>Hello <b>wor</b>ld</p><p>&nbsp;again&amp;</p><script>x</script>')).toBe(
      'Hello world again&',
    );
  });
});

describe('sanitizeDisplayedText', () => {
  it('keeps b, q, br and span with a class', () => {
    expect(sanitizeDisplayedText('<b>bold</b> <q>quote</q><br/><span class="hl big">x</span>')).toBe(
      '<b>bold</b> <q>quote</q><br><span class="hl big">x</span>',
    );
  });

  it('removes other tags but keeps their text, and drops script and style content', () => {
    expect(sanitizeDisplayedText('<p>a <i>b</i> <a href="https://x.y">c</a></p>')).toBe('a b c');
    expect(sanitizeDisplayedText('x<script>alert(1)</script><style>b{}</style>y')).toBe('xy');
    expect(sanitizeDisplayedText('<SCRIPT SRC=//evil.js></SCRIPT>ok')).toBe('ok');
  });

  it('drops event handlers and any attribute but a clean class', () => {
    expect(sanitizeDisplayedText('<span class="x" onclick="alert(1)">a</span>')).toBe('<span class="x">a</span>');
    expect(sanitizeDisplayedText('<b onmouseover>x</b>')).toBe('<b>x</b>');
    expect(sanitizeDisplayedText('<b onmouseover=alert(1) style="color:red">x</b>')).toBe('<b>x</b>');
    expect(sanitizeDisplayedText(`<span class='a" onmouseover="alert(1)'>q</span>`)).toBe('<span>q</span>');
    expect(sanitizeDisplayedText('<span class=x onclick=y>q</span>')).toBe('<span class="x">q</span>');
  });

  it('balances tags and drops stray closings', () => {
    expect(sanitizeDisplayedText('<b>open <q>inner')).toBe('<b>open <q>inner</q></b>');
    expect(sanitizeDisplayedText('</b>stray</span><b>x</q>y</b>')).toBe('stray<b>xy</b>');
    expect(sanitizeDisplayedText('<b><span class="c">x</b>y</span>')).toBe('<b><span class="c">x</span></b>y');
  });

  it('escapes text, keeps entities and neutralises broken-up tags', () => {
    expect(sanitizeDisplayedText('a < b && c > d &amp; &eacute;')).toBe('a &lt; b &amp;&amp; c &gt; d &amp; &eacute;');
    expect(sanitizeDisplayedText('&lt;script&gt;')).toBe('&lt;script&gt;');
    expect(sanitizeDisplayedText('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeDisplayedText('<!-- <b>x</b> -->t<!DOCTYPE html><?xml x?>')).toBe('t');
    expect(sanitizeDisplayedText('<img src=x onerror=alert(1)>')).toBe('');
  });
});

describe('containsUnauthorizedTags', () => {
  it('accepts plain text and the displayed-text tags', () => {
    for (const ok of ['plain', 'a < b and 3 > 2', '<b>x</b><q>y</q><br><br/><span class="c">z</span>', '']) {
      expect(containsUnauthorizedTags(ok), ok).toBe(false);
    }
  });

  it('refuses other tags, attributes, comments and any case', () => {
    for (const bad of [
      '<i>x</i>',
      '<SCRIPT>x</SCRIPT>',
      '<b onclick="x">y</b>',
      '<span style="x">y</span>',
      '<!-- x -->',
      '</div>',
      '<a href=x>',
      // Unclosed: a browser reads a tag start that swallows the markup after it (issue 12).
      '<img src=x onerror=alert(1)',
      'see <b onmouseover=alert(1)',
      '<span class="x',
    ]) {
      expect(containsUnauthorizedTags(bad), bad).toBe(true);
    }
  });
});

describe('sanitizeRichText', () => {
  it('keeps formatting, lists, headings, quotes and code', () => {
    const html =
      '<h2>T</h2><p><strong>s</strong> <em>e</em> <u>u</u> <s>x</s> <i>i</i> <b>b</b><br></p><ul><li>1</li></ul><ol><li>2</li></ol><h3>a</h3><h4>b</h4><blockquote>q</blockquote><pre><code>c</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes unknown tags, scripts, styles, event handlers and style attributes', () => {
    expect(
      sanitizeRichText(
        '<div onclick="x"><p style="color:red" onmouseover="y">a</p></div><script>z</script><style>p{}</style>',
      ),
    ).toBe('<p>a</p>');
    expect(sanitizeRichText('<h1>big</h1><img src=x onerror=alert(1)><svg onload=alert(1)><circle/></svg>t')).toBe(
      'bigt',
    );
  });

  it('keeps data-* attributes and span classes', () => {
    expect(
      sanitizeRichText('<p data-id="3" data-x.y="a&quot;b">p</p><span class="mention" data-user="u1">@u</span>'),
    ).toBe('<p data-id="3" data-x.y="a&quot;b">p</p><span data-user="u1" class="mention">@u</span>');
  });

  it('keeps http, https and mailto links only, and protects new tabs', () => {
    expect(sanitizeRichText('<a href="https://x.com/?a=1&b=2" target="_blank">y</a>')).toBe(
      '<a href="https://x.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">y</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.fr" rel="nofollow">m</a>')).toBe(
      '<a href="mailto:a@b.fr" rel="nofollow">m</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      'java&Tab;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      '/relative',
    ]) {
      expect(sanitizeRichText(`<a href="${href}" target="evil">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps YouTube and Vimeo embeds only, with their size and fullscreen flag', () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://www.youtube.com/embed/abc_1?start=3" width=560 height="315" allowfullscreen onload=x style=y></iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube.com/embed/abc_1?start=3" width="560" height="315" allowfullscreen></iframe>',
    );
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/123" width="100%"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/123" width="100%"></iframe>',
    );
    for (const src of [
      'https://evil.com/embed/x',
      'http://www.youtube.com/embed/abc',
      'https://www.youtube.com.evil.com/embed/abc',
      'javascript:alert(1)',
      'https://www.youtube.com/embed/abc/../../evil',
    ]) {
      expect(sanitizeRichText(`<iframe src="${src}">inner<script>x</script></iframe>after`), src).toBe('after');
    }
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc" onload="x"></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
    );
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/1" width="560px;x"></iframe>')).toBe(
      '<iframe src="https://player.vimeo.com/video/1"></iframe>',
    );
  });

  it('balances malformed nesting', () => {
    expect(sanitizeRichText('<p>a<b>b<i>c</p>d')).toBe('<p>a<b>b<i>c</i></b></p>d');
    expect(sanitizeRichText('<ul><li>one<li>two</ul></li>')).toBe('<ul><li>one<li>two</li></li></ul>');
  });
});
