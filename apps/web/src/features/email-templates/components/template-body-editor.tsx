// Loaded lazily (template-body-field.tsx): tiptap and its styles stay out of the page's chunk.
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { type MergeField, mergeFieldToken } from '@opencall/shared/emails';
import { normalizeLink } from '@opencall/shared/forms';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import classes from '../../../ui/rich-text/rich-text-view.module.css';
import { MergeFieldMenu } from './merge-field-menu';

const linkHref = (href: string) => (/^mailto:/i.test(href.trim()) ? href.trim() : normalizeLink(href));

const SafeLink = Link.extend({
  addAttributes() {
    const parent = this.parent?.() ?? {};
    return {
      ...parent,
      href: { ...parent.href, renderHTML: ({ href }) => ({ href: typeof href === 'string' ? linkHref(href) : null }) },
    };
  },
}).configure({ defaultProtocol: 'https', HTMLAttributes: { target: null } });

// What sanitizeRichText keeps: no code blocks, rules or h1.
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

export interface TemplateBodyEditorProps {
  /** The html the editor starts from (the component is keyed by the template and language). */
  initial: string;
  onChange: (html: string) => void;
  labelledBy: string;
  fields: readonly MergeField[];
  invalid?: boolean;
}

/** The e-mail's rich text (Mantine tiptap), with a menu that inserts a merge field at the caret. */
export function TemplateBodyEditor({ initial, onChange, labelledBy, fields, invalid }: TemplateBodyEditorProps) {
  const { t } = useTranslation('emailTemplates');
  const { t: common } = useTranslation();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: common('richText.bold'),
      italicControlLabel: common('richText.italic'),
      underlineControlLabel: common('richText.underline'),
      strikeControlLabel: common('richText.strike'),
      h2ControlLabel: common('richText.heading2'),
      h3ControlLabel: common('richText.heading3'),
      bulletListControlLabel: common('richText.bulletList'),
      orderedListControlLabel: common('richText.orderedList'),
      blockquoteControlLabel: common('richText.blockquote'),
      linkControlLabel: common('richText.link'),
      unlinkControlLabel: common('richText.unlink'),
      undoControlLabel: common('richText.undo'),
      redoControlLabel: common('richText.redo'),
      linkEditorInputLabel: common('richText.linkAddress'),
      linkEditorInputPlaceholder: common('richText.linkPlaceholder'),
      linkEditorExternalLink: common('richText.linkNewTab'),
      linkEditorInternalLink: common('richText.linkSameTab'),
      linkEditorSave: common('richText.linkSave'),
    }),
    [common],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initial,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid && { 'aria-invalid': 'true' }),
        'data-testid': 'email-template-body',
        style: 'min-height: 16rem',
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

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
        <MergeFieldMenu
          fields={fields}
          label={t('editor.insertField')}
          testId="email-template-body-field"
          disabled={!editor}
          onPick={(name) => editor?.chain().focus().insertContent(mergeFieldToken(name)).run()}
        />
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content className={classes.view} />
    </RichTextEditor>
  );
}
