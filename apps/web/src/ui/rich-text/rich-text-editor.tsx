// Loaded only through rich-text-field's React.lazy: tiptap and its styles stay out of the entry chunk.
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { normalizeLink } from '@opencall/shared/forms';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
// Links in the text being written are told apart as in the text shown (rich-text-view).
import classes from './rich-text-view.module.css';

export interface RichTextEditorInputProps {
  /** Stored html; '' for none. */
  value: string;
  /** The editor's html, or '' when it holds nothing. */
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  minHeight: string;
  testId?: string;
  /** More controls at the end of the toolbar (an e-mail's merge fields), given the editor once it exists. */
  toolbarExtra?: (editor: Editor | null) => ReactNode;
}

/** SPEC §5: links without http or https get https:// (mail links kept). */
const linkHref = (href: string) => (/^mailto:/i.test(href.trim()) ? href.trim() : normalizeLink(href));

// No default target: a link saved to open in the same tab must not come back as a new-tab one.
const SafeLink = Link.extend({
  addAttributes() {
    const parent = this.parent?.() ?? {};
    return {
      ...parent,
      href: { ...parent.href, renderHTML: ({ href }) => ({ href: typeof href === 'string' ? linkHref(href) : null }) },
    };
  },
}).configure({ defaultProtocol: 'https', HTMLAttributes: { target: null } });

// What the allow-list of sanitizeRichText keeps: no code blocks, rules or h1.
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  SafeLink,
];

/** Descriptions saved before the editor are plain text: one paragraph per line. */
function toEditorHtml(value: string): string {
  if (/<[a-z][^>]*>/i.test(value)) return value;
  return value
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line) => `<p>${line}</p>`)
    .join('');
}

function useToolbarLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      h2ControlLabel: t('richText.heading2'),
      h3ControlLabel: t('richText.heading3'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      blockquoteControlLabel: t('richText.blockquote'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      linkEditorInputLabel: t('richText.linkAddress'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkNewTab'),
      linkEditorInternalLink: t('richText.linkSameTab'),
      linkEditorSave: t('richText.linkSave'),
    }),
    [t],
  );
}

/** Mantine's rich-text editor on tiptap: formatting, h2/h3, lists, quotes, links, undo. Html in, html out. */
export function RichTextEditorInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  minHeight,
  testId,
  toolbarExtra,
}: RichTextEditorInputProps) {
  const labels = useToolbarLabels();
  // The html last sent out: the same value coming back is not pushed into the editor again.
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [initialContent] = useState(() => toEditorHtml(value));
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(invalid && { 'aria-invalid': 'true' }),
        ...(testId && { 'data-testid': testId }),
        style: `min-height: ${minHeight}`,
      },
    }),
    [labelledBy, describedBy, invalid, testId, minHeight],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => {
      emitted.current = current.isEmpty ? '' : current.getHTML();
      onChangeRef.current(emitted.current);
    },
  });

  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
        {toolbarExtra?.(editor)}
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content className={classes.view} />
    </RichTextEditor>
  );
}
