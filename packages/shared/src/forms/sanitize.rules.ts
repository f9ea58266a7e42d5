import { escapeAttribute, escapeText, type HtmlAttribute, tokenizeHtml } from './html-tokens.rules';

/**
 * SPEC §5 sanitisers, allow-list based. Tags off the list are REMOVED and their text kept (so
 * `<i>word</i>` reads `word`); script, style and other raw-text elements lose their content too.
 * Every kept attribute is re-serialised from its decoded value, so a value can never break out of
 * its quotes, and open tags are balanced so the fragment cannot swallow the page's markup.
 */
type AttributeFilter = (attributes: HtmlAttribute[]) => HtmlAttribute[] | null;
type Policy = Record<string, AttributeFilter>;

const VOID_TAGS = new Set(['br']);

const none: AttributeFilter = () => [];

/** Class names only (letters, digits, `_`, `-`): no quotes, no expressions. */
function classAttribute(attributes: HtmlAttribute[]): HtmlAttribute[] {
  const value = attributes.find((a) => a.name === 'class')?.value ?? '';
  const classes = value.split(/\s+/).filter((c) => /^[A-Za-z0-9_-]+$/.test(c));
  return classes.length ? [{ name: 'class', value: classes.join(' ') }] : [];
}

function serialize(attributes: HtmlAttribute[]): string {
  return attributes.map((a) => (a.value === null ? ` ${a.name}` : ` ${a.name}="${escapeAttribute(a.value)}"`)).join('');
}

function sanitize(html: string, policy: Policy): string {
  const out: string[] = [];
  const open: string[] = [];
  for (const token of tokenizeHtml(html)) {
    if (token.kind === 'text') out.push(escapeText(token.text));
    else if (token.kind === 'start') {
      const filter = Object.hasOwn(policy, token.name) ? policy[token.name] : undefined;
      const attributes = filter?.(token.attributes);
      if (!attributes) continue;
      out.push(`<${token.name}${serialize(attributes)}>`);
      if (VOID_TAGS.has(token.name)) continue;
      if (token.selfClosing) out.push(`</${token.name}>`);
      else open.push(token.name);
    } else if (token.kind === 'end') {
      // Only close what we opened, closing anything nested in between first.
      const index = open.lastIndexOf(token.name);
      if (index < 0) continue;
      while (open.length > index) out.push(`</${open.pop()}>`);
    }
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** SPEC §5 displayed text (titles, descriptions): only b, q, br and span with a class. */
export const DISPLAYED_TEXT_TAGS = ['b', 'q', 'br', 'span'] as const;

const DISPLAYED_TEXT_POLICY: Policy = { b: none, q: none, br: none, span: classAttribute };

export function sanitizeDisplayedText(html: string): string {
  return sanitize(html, DISPLAYED_TEXT_POLICY);
}

/**
 * A tag that never closes (`<img src=x onerror=alert(1)`, `<b title="x`): the tokenizer keeps it as
 * text, but a browser reads it as a tag start that swallows whatever markup comes after it. A `<`
 * before anything but a letter (`a < b`, `x<3`, `<=`) starts no tag and stays ordinary text.
 */
const UNCLOSED_TAG = /<\/?[a-z]/i;

/**
 * SPEC §5 valide-input-text: true when the text holds a tag other than b, q, br, span, an
 * attribute other than span's class, a comment / doctype, or a tag left unclosed.
 */
export function containsUnauthorizedTags(text: string): boolean {
  return tokenizeHtml(text).some((token) => {
    if (token.kind === 'comment' || token.kind === 'raw') return true;
    if (token.kind === 'text') return UNCLOSED_TAG.test(token.text);
    if (!(DISPLAYED_TEXT_TAGS as readonly string[]).includes(token.name)) return true;
    return token.kind === 'start' && token.attributes.some((a) => !(token.name === 'span' && a.name === 'class'));
  });
}

/** What a browser makes of a URL attribute: tabs and newlines dropped, edges trimmed. */
function urlOf(value: string | null): string {
  const url = (value ?? '').replace(/[\t\n\r]/g, '');
  const isEdge = (i: number) => url.charCodeAt(i) <= 0x20;
  let [start, end] = [0, url.length];
  while (start < end && isEdge(start)) start++;
  while (end > start && isEdge(end - 1)) end--;
  return url.slice(start, end);
}

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
const VIDEO_EMBED =
  /^https:\/\/(?:www\.youtube\.com\/embed\/[A-Za-z0-9_-]+|player\.vimeo\.com\/video\/\d+)(?:\?[^\s"'<>]*)?$/;
const DIMENSION = /^\d{1,4}%?$/;

/** data-* attributes travel with any rich-text tag (editors keep their state there). */
function dataAttributes(attributes: HtmlAttribute[]): HtmlAttribute[] {
  return attributes
    .filter((a) => /^data-[a-z0-9_.-]+$/.test(a.name))
    .map((a) => ({ name: a.name, value: a.value ?? '' }));
}

function link(attributes: HtmlAttribute[]): HtmlAttribute[] {
  const kept = dataAttributes(attributes);
  const href = urlOf(attributes.find((a) => a.name === 'href')?.value ?? null);
  if (SAFE_HREF.test(href)) kept.push({ name: 'href', value: href });
  const target = attributes.find((a) => a.name === 'target')?.value ?? '';
  if (/^_(?:blank|self|parent|top)$/.test(target)) kept.push({ name: 'target', value: target });
  const rel = new Set(
    (attributes.find((a) => a.name === 'rel')?.value ?? '').split(/\s+/).filter((r) => /^[a-z]+$/.test(r)),
  );
  // A new tab must not get a handle on this page.
  if (target === '_blank') for (const r of ['noopener', 'noreferrer']) rel.add(r);
  if (rel.size) kept.push({ name: 'rel', value: [...rel].join(' ') });
  return kept;
}

/** Video players from YouTube or Vimeo only; any other frame is dropped whole. */
function iframe(attributes: HtmlAttribute[]): HtmlAttribute[] | null {
  const src = urlOf(attributes.find((a) => a.name === 'src')?.value ?? null);
  if (!VIDEO_EMBED.test(src)) return null;
  const kept = [...dataAttributes(attributes), { name: 'src', value: src }];
  for (const name of ['width', 'height']) {
    const value = attributes.find((a) => a.name === name)?.value ?? '';
    if (DIMENSION.test(value)) kept.push({ name, value });
  }
  if (attributes.some((a) => a.name === 'allowfullscreen')) kept.push({ name: 'allowfullscreen', value: null });
  return kept;
}

const RICH_TEXT_TAGS = [
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
];

const RICH_TEXT_POLICY: Policy = {
  ...Object.fromEntries(RICH_TEXT_TAGS.map((tag) => [tag, dataAttributes])),
  span: (attributes) => [...dataAttributes(attributes), ...classAttribute(attributes)],
  a: link,
  iframe,
};

/** SPEC §5 rich text (program pages, text steps): formatting, safe links, video embeds. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, RICH_TEXT_POLICY);
}
