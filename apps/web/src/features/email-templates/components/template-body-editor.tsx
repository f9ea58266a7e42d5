// Loaded lazily (template-body-field.tsx): tiptap and its styles stay out of the page's chunk.
import { type MergeField, mergeFieldToken } from '@opencall/shared/emails';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RichTextEditorInput } from '../../../ui/rich-text/rich-text-editor';
import { MergeFieldMenu } from './merge-field-menu';

export interface TemplateBodyEditorProps {
  /** The html the editor starts from (the component is keyed by the template and language). */
  initial: string;
  onChange: (html: string) => void;
  labelledBy: string;
  fields: readonly MergeField[];
  invalid?: boolean;
}

/** The e-mail's rich text (the app's editor), with a menu that inserts a merge field at the caret. */
export function TemplateBodyEditor({ initial, onChange, labelledBy, fields, invalid }: TemplateBodyEditorProps) {
  const { t } = useTranslation('emailTemplates');
  const [html, setHtml] = useState(initial);
  return (
    <RichTextEditorInput
      value={html}
      onChange={(next) => {
        setHtml(next);
        onChange(next);
      }}
      labelledBy={labelledBy}
      invalid={invalid}
      minHeight="16rem"
      testId="email-template-body"
      toolbarExtra={(editor) => (
        <MergeFieldMenu
          fields={fields}
          label={t('editor.insertField')}
          testId="email-template-body-field"
          disabled={!editor}
          onPick={(name) => editor?.chain().focus().insertContent(mergeFieldToken(name)).run()}
        />
      )}
    />
  );
}
