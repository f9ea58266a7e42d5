import { Button, Menu } from '@mantine/core';
import { MERGE_FIELDS, type MergeField } from '@opencall/shared/messages';
import { useTranslation } from '../../../lib/use-translation';

/** Merge fields are picked from a list, never typed: `{{field}}` goes where the organizer was writing. */
export function MergeFieldMenu({ onPick }: { onPick: (field: MergeField) => void }) {
  const { t } = useTranslation('messages');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" data-testid="merge-field-menu">
          {t('composer.insertField')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MERGE_FIELDS.map((field) => (
          <Menu.Item key={field} onClick={() => onPick(field)} data-testid={`merge-field-${field}`}>
            {t(`fields.${field}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The placeholder at the end of the text's last paragraph (a new paragraph when there is none). */
export function appendToHtml(html: string, field: MergeField): string {
  const placeholder = `{{${field}}}`;
  if (/<\/p>\s*$/.test(html)) return html.replace(/<\/p>\s*$/, ` ${placeholder}</p>`);
  return `${html}<p>${placeholder}</p>`;
}
