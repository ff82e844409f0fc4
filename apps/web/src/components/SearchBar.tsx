import { FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input, Modal, Select, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '@/app/store';
import { pushSearchHistory, readSearchHistory, searchHistoryKey } from './searchHistory';

/** spec 000 §5 / §9: keyword max length 50; filter dialog width 660. */
export const SEARCH_KEYWORD_MAX = 50;
export const ADVANCED_DIALOG_WIDTH = 660;

export type SearchValues = Record<string, unknown> & { keyword?: string; field?: string };

export interface SearchBarProps {
  /** optional field selector (what the keyword is matched against) */
  fields?: { label: string; value: string }[];
  placeholder?: string;
  /** called with the keyword, the chosen field and every filter, empty values left out */
  onSearch: (values: SearchValues) => void;
  /** filter items (FormItem / Form.Item with a name) shown in the bar itself */
  filters?: ReactNode;
  /** filter items shown in the 高级查询 dialog; without them there is no 高级查询 button */
  children?: ReactNode;
  /** buttons on the right of the bar */
  extra?: ReactNode;
  keywordWidth?: number;
}

function compact(values: Record<string, unknown>): SearchValues {
  const out: SearchValues = {};
  for (const [k, v] of Object.entries(values)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && !value.length) continue;
    out[k] = value;
  }
  return out;
}

/** spec 000 §2 shared block: the top search bar. */
export function SearchBar({
  fields,
  placeholder = '请输入关键字',
  onSearch,
  filters,
  children,
  extra,
  keywordWidth = 240,
}: SearchBarProps) {
  const [form] = Form.useForm();
  const [advancedForm] = Form.useForm();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { pathname } = useLocation();
  const userId = useAppStore((s) => s.user?.userId);
  const historyKey = searchHistoryKey(pathname, userId);
  const [history, setHistory] = useState(() => readSearchHistory(historyKey));
  const [keyword, setKeyword] = useState('');

  const options = useMemo(
    () => history.filter((h) => !keyword.trim() || h.includes(keyword.trim())).map((h) => ({ value: h, label: h })),
    [history, keyword],
  );

  const search = (advancedValues?: Record<string, unknown>) => {
    const values = compact({ ...form.getFieldsValue(), ...(advancedValues ?? advancedForm.getFieldsValue()) });
    if (typeof values.keyword === 'string') setHistory(pushSearchHistory(historyKey, values.keyword));
    onSearch(values);
  };

  const reset = () => {
    form.resetFields();
    advancedForm.resetFields();
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
            {children ? (
              <Button icon={<FilterOutlined />} onClick={() => setAdvancedOpen(true)}>
                高级查询
              </Button>
            ) : null}
          </Space>
        </Form.Item>
      </Form>
      {extra ? <Space wrap>{extra}</Space> : null}
      {children ? (
        <Modal
          title="高级查询"
          open={advancedOpen}
          width={ADVANCED_DIALOG_WIDTH}
          onCancel={() => setAdvancedOpen(false)}
          forceRender
          footer={
            <Space>
              <Button
                onClick={() => {
                  advancedForm.resetFields();
                }}
              >
                重置
              </Button>
              <Button type="primary" onClick={() => advancedForm.submit()}>
                查询
              </Button>
            </Space>
          }
        >
          <Form
            form={advancedForm}
            labelCol={{ flex: '100px' }}
            onFinish={(values: Record<string, unknown>) => {
              setAdvancedOpen(false);
              search(values);
            }}
          >
            {children}
          </Form>
        </Modal>
      ) : null}
    </div>
  );
}
