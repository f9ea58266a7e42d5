import { describe, expect, it } from 'vitest';
import { BENIGN_TEXT } from './benign-text.corpus';
import { HOSTILE_HTML } from './hostile-html.corpus';
import { decodeEntities, visibleText } from './html-tokens.rules';
import { containsUnauthorizedTags, sanitizeDisplayedText, sanitizeRichText } from './sanitize.rules';

// Issue 12: the SPEC §5 sanitisers against a hostile corpus of our own. The oracle below does not
// reuse the tokenizer: it reads a sanitiser's output with a strict grammar of what the sanitisers
// write (escaped text; allowed tags whose attributes are quoted, escaped and allowed), so any slip
// (a handler, a script URL, a stray `<`) fails here whatever the tokenizer thought.

interface Allowed {
  tags: Record<string, (name: string, value: string | null) => boolean>;
}

const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;
/** A browser skips control characters and spaces in a URL's scheme. */
const withoutControls = (url: string) => [...url].filter((c) => c.charCodeAt(0) > 0x20).join('');
const isData = (name: string) => /^data-[a-z0-9_.-]+$/.test(name);
const isClass = (name: string, value: string | null) => name === 'class' && /^[A-Za-z0-9_ -]*$/.test(value ?? '');

const DISPLAYED: Allowed = {
  tags: { b: () => false, q: () => false, br: () => false, span: isClass },
};

const richTag = (name: string) => isData(name);
const RICH: Allowed = {
  tags: {
    ...Object.fromEntries(
      [
        'p',
        'br',
        'b',
        'strong',
        'i',
        'em',
        'u',
        's',
        'ul',
        'ol',
        'li',
        'h2',
        'h3',
        'h4',
        'blockquote',
        'code',
        'pre',
      ].map((tag) => [tag, richTag]),
    ),
    span: (name, value) => isData(name) || isClass(name, value),
    a: (name, value) =>
      isData(name) ||
      (name === 'href' && /^(?:https?:\/\/|mailto:)/i.test(value ?? '')) ||
      (name === 'target' && /^_(?:blank|self|parent|top)$/.test(value ?? '')) ||
      // `opener` gives a new tab this page's handle, unless `noopener` stands beside it (it wins).
      (name === 'rel' &&
        /^[a-z ]+$/.test(value ?? '') &&
        (!/\bopener\b/.test(value ?? '') || /\bnoopener\b/.test(value ?? ''))),
    iframe: (name, value) =>
      isData(name) ||
      (name === 'src' &&
        /^https:\/\/(?:www\.youtube\.com\/embed\/[A-Za-z0-9_-]+|player\.vimeo\.com\/video\/\d+)(?:\?[^\s"'<>]*)?$/.test(
          value ?? '',
        )) ||
      ((name === 'width' || name === 'height') && /^\d{1,4}%?$/.test(value ?? '')) ||
      (name === 'allowfullscreen' && value === null),
  },
};

/** What is unsafe in a sanitiser's output, by a grammar of its own; an empty list when inert. */
function unsafeParts(output: string, allowed: Allowed): string[] {
  const problems: string[] = [];
  const text = output.replace(
    /<(\/?)([a-z0-9]+)((?: [a-z][a-z0-9_.:-]*(?:="[^"<>]*")?)*)>/g,
    (_tag, _end, name, attrs) => {
      const check = allowed.tags[name];
      if (!check) problems.push(`tag ${name}`);
      for (const [, attr, , raw] of (attrs as string).matchAll(/ ([a-z][a-z0-9_.:-]*)(="([^"<>]*)")?/g)) {
        const value = raw === undefined ? null : decodeEntities(raw);
        if (!attr || !check?.(attr, value)) problems.push(`attribute ${attr}=${value}`);
        if (value !== null && SCRIPT_URL.test(withoutControls(value))) problems.push(`URL ${value}`);
      }
      return '';
    },
  );
  if (/[<>]/.test(text)) problems.push(`markup left in text: ${text}`);
  return problems;
}

/** Does a browser see markup in it (a tag, end tag, comment, doctype or processing instruction)? */
const HOLDS_MARKUP = /<[a-z/!?]/i;

/**
 * Allowed markup the check rightly accepts: a class value, whatever its text, cannot leave its quotes
 * (the sanitiser then drops the class names that are not plain words).
 */
const ALLOWED_MARKUP = new Set([
  '<span class="x`onmouseover=alert(1)`">x</span>',
  '<span class="&quot; onclick=alert(1) &quot;">x</span>',
]);

describe('the hostile corpus', () => {
  it('has at least a hundred distinct vectors', () => {
    expect(new Set(HOSTILE_HTML).size).toBe(HOSTILE_HTML.length);
    expect(HOSTILE_HTML.length).toBeGreaterThanOrEqual(100);
  });

  it('is refused by the applicant-answer check whenever it holds markup', () => {
    const accepted = HOSTILE_HTML.filter(
      (vector) => HOLDS_MARKUP.test(vector) && !ALLOWED_MARKUP.has(vector) && !containsUnauthorizedTags(vector),
    );
    expect(accepted).toEqual([]);
  });

  it('leaves the check only text (or a span with a class), which the displayed-text sanitiser keeps inert', () => {
    for (const vector of HOSTILE_HTML.filter((v) => !containsUnauthorizedTags(v) && !ALLOWED_MARKUP.has(v))) {
      expect(HOLDS_MARKUP.test(vector), vector).toBe(false);
      expect(sanitizeDisplayedText(vector), vector).not.toMatch(/<[a-z/!?]/i);
    }
    for (const vector of ALLOWED_MARKUP) expect(sanitizeDisplayedText(vector)).toBe('<span>x</span>');
  });

  it('comes out of the displayed-text sanitiser inert', () => {
    const unsafe = HOSTILE_HTML.map(
      (vector) => [vector, unsafeParts(sanitizeDisplayedText(vector), DISPLAYED)] as const,
    );
    expect(unsafe.filter(([, problems]) => problems.length > 0)).toEqual([]);
  });

  it('comes out of the rich-text sanitiser inert', () => {
    const unsafe = HOSTILE_HTML.map((vector) => [vector, unsafeParts(sanitizeRichText(vector), RICH)] as const);
    expect(unsafe.filter(([, problems]) => problems.length > 0)).toEqual([]);
  });

  it('stays inert when sanitised twice (no mutation into markup on a second pass)', () => {
    for (const vector of HOSTILE_HTML) {
      const once = sanitizeRichText(vector);
      expect(unsafeParts(sanitizeRichText(once), RICH), vector).toEqual([]);
      expect(unsafeParts(sanitizeDisplayedText(sanitizeDisplayedText(vector)), DISPLAYED), vector).toEqual([]);
    }
  });

  it('has an oracle that does catch an unsafe output', () => {
    expect(unsafeParts('<img src=x onerror=alert(1)>', DISPLAYED)).not.toEqual([]);
    expect(unsafeParts('<b onclick="x">y</b>', DISPLAYED)).not.toEqual([]);
    expect(unsafeParts('<a href="java&#x73;cript:alert(1)">x</a>', RICH)).not.toEqual([]);
    expect(unsafeParts('a &lt; b <b>c</b>', DISPLAYED)).toEqual([]);
  });
});

describe('the benign corpus', () => {
  it('passes the applicant-answer check', () => {
    expect(BENIGN_TEXT.filter((text) => containsUnauthorizedTags(text))).toEqual([]);
  });

  it('reads the same after the displayed-text sanitiser', () => {
    for (const text of BENIGN_TEXT) {
      const out = sanitizeDisplayedText(text);
      expect(unsafeParts(out, DISPLAYED), text).toEqual([]);
      expect(visibleText(out), text).toBe(visibleText(text));
    }
  });

  it('refuses a `<` glued to a letter: a browser starts a tag there (write "a < b", not "a<b")', () => {
    for (const text of ['a<b', 'x<y then', 'see <img src=x', '5 </p']) {
      expect(containsUnauthorizedTags(text), text).toBe(true);
    }
  });
});
