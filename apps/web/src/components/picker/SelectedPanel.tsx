import { Empty, Input, Tag } from 'antd';
import { memo, useMemo, useState } from 'react';
import { PICKER_TABLE_HEIGHT, PICKER_TAG_CAP, PickerText, type PickerWording, pickerWording } from './constants';

export interface SelectedEntry {
  key: string;
  name: string;
}

export interface SelectedPanelProps {
  entries: SelectedEntry[];
  onRemove: (key: string) => void;
  /** the name search's texts; people by default */
  wording?: PickerWording;
  /** the tag list's height, kept level with the table */
  height?: number;
}

/** The right panel: how many are picked, a name search and a removable tag per person. */
export const SelectedPanel = memo(function SelectedPanel({
  entries,
  onRemove,
  wording = pickerWording.person,
  height = PICKER_TABLE_HEIGHT,
}: SelectedPanelProps) {
  const [name, setName] = useState('');
  const shown = useMemo(() => {
    const q = name.trim();
    return q ? entries.filter((e) => e.name.includes(q)) : entries;
  }, [entries, name]);
  return (
    <div className="picker-selected" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div className="picker-selected-count" style={{ fontWeight: 500 }}>
        {PickerText.selected(entries.length)}
      </div>
      <Input
        allowClear
        placeholder={wording.selectedSearch}
        value={name}
        maxLength={50}
        onChange={(e) => setName(e.target.value)}
        aria-label={wording.selectedLabel}
      />
      <div style={{ height: height - 40, overflowY: 'auto' }} data-testid="picker-selected-tags">
        {!entries.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PickerText.nothingAdded} />
        ) : !shown.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PickerText.noSearchContent} />
        ) : (
          <>
            {shown.slice(0, PICKER_TAG_CAP).map((e) => (
              <Tag
                key={e.key}
                closable
                style={{ marginBottom: 6 }}
                onClose={(ev) => {
                  ev.preventDefault();
                  onRemove(e.key);
                }}
              >
                {e.name}
              </Tag>
            ))}
            {shown.length > PICKER_TAG_CAP && (
              <div className="picker-selected-more">{PickerText.more(shown.length - PICKER_TAG_CAP, wording.by)}</div>
            )}
          </>
        )}
      </div>
    </div>
  );
});
