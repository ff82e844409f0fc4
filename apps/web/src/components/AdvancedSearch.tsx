import { SettingOutlined } from '@ant-design/icons';
import type { FormInstance, FormRule } from 'antd';
import { Button, Form, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { type ConfigurableField, FieldConfig, useShownFields } from './FieldConfig';

/** spec 000 §9: filter dialog width 660. */
export const ADVANCED_DIALOG_WIDTH = 660;

export interface AdvancedField extends ConfigurableField {
  /** the input, e.g. <DictSelect dict="sex" /> */
  input: ReactNode;
  rules?: FormRule[];
}

export interface AdvancedSearchProps {
  open: boolean;
  form: FormInstance;
  /** fields the 筛选配置 chooser can show or hide */
  fields?: AdvancedField[];
  /** items always shown, after the configurable fields */
  children?: ReactNode;
  /** turns on 筛选配置; the user's choice is saved for this search module */
  searchModuleType?: number;
  onSearch: (values: Record<string, unknown>) => void;
  onClose: () => void;
}

/** spec 000 §2: the 高级查询 panel with its own 查询 / 重置 and the optional 筛选配置 field chooser. */
export function AdvancedSearch({ open, form, fields = [], children, searchModuleType, onSearch, onClose }: AdvancedSearchProps) {
  const shown = useShownFields(fields, searchModuleType);
  const [configuring, setConfiguring] = useState(false);
  const visible = fields.filter((f) => shown.includes(f.name));
  const configurable = searchModuleType !== undefined && fields.length > 0;

  return (
    <Modal
      title="高级查询"
      open={open}
      width={ADVANCED_DIALOG_WIDTH}
      onCancel={onClose}
      forceRender
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>
            {configurable ? (
              <Button icon={<SettingOutlined />} onClick={() => setConfiguring(true)}>
                筛选配置
              </Button>
            ) : null}
          </span>
          <Space>
            <Button onClick={() => form.resetFields()}>重置</Button>
            <Button type="primary" onClick={() => form.submit()}>
              查询
            </Button>
          </Space>
        </div>
      }
    >
      <Form form={form} labelCol={{ flex: '100px' }} onFinish={onSearch} autoComplete="off">
        {visible.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} rules={f.rules}>
            {f.input}
          </Form.Item>
        ))}
        {children}
      </Form>
      {configurable ? (
        <FieldConfig
          open={configuring}
          fields={fields}
          shown={shown}
          searchModuleType={searchModuleType}
          onClose={() => setConfiguring(false)}
          // a hidden field must not keep filtering the list unseen
          onSaved={(names) => form.resetFields(fields.filter((f) => !names.includes(f.name)).map((f) => f.name))}
        />
      ) : null}
    </Modal>
  );
}
