import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, Select, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '@/app/store';
import { type AdvancedField, AdvancedSearch } from './AdvancedSearch';
import { compactValues } from './filters';
import { pushSearchHistory, readSearchHistory, searchHistoryKey } from './searchHistory';

export { ADVANCED_DIALOG_WIDTH, type AdvancedField } from './AdvancedSearch';

/** spec 000 §5 / §9: keyword max length 50. */
export const SEARCH_KEYWORD_MAX = 50;

export type SearchValues = Record<string, unknown> & { keyword?: string; field?: string };

export interface SearchBarProps {
  /** optional field selector (what the keyword is matched against) */
  fields?: { label: string; value: string }[];
  placeholder?: string;
  /** called with the keyword, the chosen field and every filter, empty values left out */
  onSearch: (values: SearchValues) => void;
  /** filter items (FormItem / Form.Item with a name) shown in the bar itself */
  filters?: ReactNode;
  /** filter items always shown in the 高级查询 dialog */
  children?: ReactNode;
  /** filter fields of the 高级查询 dialog that 筛选配置 can show or hide */
  advancedFields?: AdvancedField[];
  /** turns on 筛选配置: the chosen fields are saved for this search module (spec 000: 1 = proposals; see SearchModule) */
  searchModuleType?: number;
  /** buttons on the right of the bar */
  extra?: ReactNode;
  keywordWidth?: number;
}

/** spec 000 §2 shared block: the top search bar. */
export function SearchBar({
  fields,
  placeholder = '请输入关键字',
  onSearch,
  filters,
  children,
  advancedFields,
  searchModuleType,
  extra,
  keywordWidth = 240,
}: SearchBarProps) {
  const [form] = Form.useForm();
  const [advancedForm] = Form.useForm();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { pathname } = useLocation();
  const userId = useAppStore((s) => s.user?.userId);
  const historyKey = searchHistoryKey(pathname, userId);
  const [saved, setSaved] = useState(() => ({ key: historyKey, list: readSearchHistory(historyKey) }));
  // another route or user has its own history
  const history = saved.key === historyKey ? saved.list : readSearchHistory(historyKey);
  const [keyword, setKeyword] = useState('');

  const options = useMemo(
    () => history.filter((h) => !keyword.trim() || h.includes(keyword.trim())).map((h) => ({ value: h, label: h })),
    [history, keyword],
  );

  const hasAdvanced = !!children || !!advancedFields?.length;

  const search = (advancedValues?: Record<string, unknown>) => {
    const advanced = advancedValues ?? (hasAdvanced ? advancedForm.getFieldsValue() : {});
    const values = compactValues<SearchValues>({ ...form.getFieldsValue(), ...advanced });
    if (typeof values.keyword === 'string') setSaved({ key: historyKey, list: pushSearchHistory(historyKey, values.keyword) });
    onSearch(values);
  };

  const reset = () => {
    form.resetFields();
    if (hasAdvanced) advancedForm.resetFields();
    setKeyword('');
    onSearch({});
  };

  return (
    <div className="search-bar" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', marginBottom: 16 }}>
      <Form
        form={form}
        layout="inline"
        onFinish={() => search()}
        style={{ rowGap: 12 }}
        initialValues={{ field: fields?.[0]?.value, keyword: '' }}
      >
        {fields?.length ? (
          <Form.Item name="field" style={{ marginInlineEnd: 0 }}>
            <Select options={fields} style={{ width: 120 }} aria-label="查询字段" />
          </Form.Item>
        ) : null}
        <Form.Item name="keyword">
          <AutoComplete options={options} onChange={(v: string) => setKeyword(v ?? '')} style={{ width: keywordWidth }}>
            <Input
              allowClear
              maxLength={SEARCH_KEYWORD_MAX}
              placeholder={placeholder}
              aria-label="关键字"
              onPressEnter={() => form.submit()}
            />
          </AutoComplete>
        </Form.Item>
        {filters}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>
              重置
            </Button>
            {hasAdvanced ? (
              <Button icon={<FilterOutlined />} onClick={() => setAdvancedOpen(true)}>
                高级查询
              </Button>
            ) : null}
          </Space>
        </Form.Item>
      </Form>
      {extra ? <Space wrap>{extra}</Space> : null}
      {hasAdvanced ? (
        <AdvancedSearch
          open={advancedOpen}
          form={advancedForm}
          fields={advancedFields}
          searchModuleType={searchModuleType}
          onClose={() => setAdvancedOpen(false)}
          onSearch={(values) => {
            setAdvancedOpen(false);
            search(values);
          }}
        >
          {children}
        </AdvancedSearch>
      ) : null}
    </div>
  );
}
