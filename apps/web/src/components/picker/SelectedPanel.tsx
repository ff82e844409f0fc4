import { Empty, Input, Tag } from 'antd';
import { memo, useMemo, useState } from 'react';
import { PICKER_TABLE_HEIGHT, PICKER_TAG_CAP, PickerText } from './constants';

export interface SelectedEntry {
  key: string;
  name: string;
}

export interface SelectedPanelProps {
  entries: SelectedEntry[];
  onRemove: (key: string) => void;
}

/** The right panel: how many are picked, a name search and a removable tag per person. */
export const SelectedPanel = memo(function SelectedPanel({ entries, onRemove }: SelectedPanelProps) {
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
        placeholder={PickerText.nameSearchPlaceholder}
        value={name}
        maxLength={50}
        onChange={(e) => setName(e.target.value)}
        aria-label="已选人员姓名搜索"
      />
      <div style={{ height: PICKER_TABLE_HEIGHT - 40, overflowY: 'auto' }} data-testid="picker-selected-tags">
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
            {shown.length > PICKER_TAG_CAP && <div className="picker-selected-more">{PickerText.more(shown.length - PICKER_TAG_CAP)}</div>}
          </>
        )}
      </div>
    </div>
  );
});
