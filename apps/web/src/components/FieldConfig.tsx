import { PersonalApi } from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/app/api/client';

/**
 * spec 000 §2 / §7: the advanced-filter fields a user keeps, saved per search module.
 * 1 = proposals (the spec's value); other list pages take their own number so their choices never overwrite each other.
 */
export const SearchModule = {
  proposal: 1,
  download: 31,
  systemUser: 91,
} as const;

export const FIELD_CONFIG_OK_TEXT = '配置成功~';
export const FIELD_CONFIG_NONE_TEXT = '请至少选择一个筛选条件';

interface SearchConfigDetail {
  searchModuleType: number;
  customProposalFields: string[];
}

export interface ConfigurableField {
  name: string;
  label: string;
  /** shown while the user has saved no choice (true unless false) */
  defaultShown?: boolean;
}

const configKey = (searchModuleType: number) => ['personal', 'searchConfig', searchModuleType] as const;

/**
 * The names of the fields to show: the saved choice (limited to fields this page still has),
 * or the default ones when nothing usable is saved or the module has no config.
 */
export function useShownFields(fields: ConfigurableField[], searchModuleType: number | undefined): string[] {
  const { data } = useQuery({
    queryKey: configKey(searchModuleType ?? 0),
    queryFn: () => api.get<SearchConfigDetail>(PersonalApi.searchConfigDetail, { searchModuleType }, { silent: true, detached: true }),
    enabled: searchModuleType !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const known = new Set(fields.map((f) => f.name));
  const saved = (data?.customProposalFields ?? []).filter((name) => known.has(name));
  if (saved.length) return saved;
  return fields.filter((f) => f.defaultShown !== false).map((f) => f.name);
}

export interface FieldConfigProps {
  open: boolean;
  fields: ConfigurableField[];
  /** the names shown now: the starting choice */
  shown: string[];
  searchModuleType: number;
  onClose: () => void;
  /** after the server has saved the choice */
  onSaved?: (names: string[]) => void;
}

/** spec 000 §2: the 筛选配置 field chooser of the advanced-filter panel. */
export function FieldConfig({ open, fields, shown, searchModuleType, onClose, onSaved }: FieldConfigProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<string[]>(shown);
  const shownKey = shown.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from what is shown at that moment
  useEffect(() => {
    if (open) setChecked(shownKey ? shownKey.split('\n') : []);
  }, [open]);

  const save = useMutation({
    mutationFn: (names: string[]) => api.post<null>(PersonalApi.searchConfigAdd, { customProposalFields: names, searchModuleType }),
    onSuccess: (_data, names) => {
      queryClient.setQueryData<SearchConfigDetail>(configKey(searchModuleType), { searchModuleType, customProposalFields: names });
      message.success(FIELD_CONFIG_OK_TEXT);
      onSaved?.(names);
      onClose();
    },
  });

  const submit = () => {
    if (!checked.length) {
      message.warning(FIELD_CONFIG_NONE_TEXT);
      return;
    }
    // keep the page's order, not the order of clicking
    save.mutate(fields.map((f) => f.name).filter((name) => checked.includes(name)));
  };

  const all = fields.length > 0 && checked.length === fields.length;
  return (
    <Modal
      title="筛选配置"
      open={open}
      width={480}
      okText="确定"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">勾选需要在高级查询中显示的筛选条件</Typography.Paragraph>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Checkbox
          checked={all}
          indeterminate={checked.length > 0 && !all}
          onChange={(e) => setChecked(e.target.checked ? fields.map((f) => f.name) : [])}
        >
          全选
        </Checkbox>
        <Checkbox.Group
          value={checked}
          onChange={(v) => setChecked(v as string[])}
          options={fields.map((f) => ({ label: f.label, value: f.name }))}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', rowGap: 8 }}
        />
      </Space>
    </Modal>
  );
}
