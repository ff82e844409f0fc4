import { ProposalFlowPerm as PF, type ProposalFlowStep, type ProposalFlowStepKey } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Alert, App, Button, Form, Input, Result, Select, Space, Switch, Table, Tag, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAuthority } from '@/app/auth/Authority';
import { FormCard } from '@/components/FormCard';
import { formatDateTime } from '@/components/format';
import { afterApi, afterKeys } from './api';

interface StepValues {
  key: ProposalFlowStepKey;
  enabled: boolean;
  roleCode: string | null;
  orgId: string | null;
  remark: string | null;
}
interface Values {
  steps: StepValues[];
}

const toValues = (steps: ProposalFlowStep[]): Values => ({
  steps: steps.map((s) => ({ key: s.key, enabled: s.enabled, roleCode: s.roleCode, orgId: s.orgId, remark: s.remark })),
});

/**
 * proposalFlow: which steps of the proposal flow are on (joint confirmation, committee review,
 * pre-assignment, satisfaction rating) and which role and organisation does each office step.
 */
export default function ProposalFlowPage() {
  const can = useAuthority();
  const editable = can(PF.flowEdit);
  const { message } = App.useApp();
  const client = useQueryClient();
  const flow = useQuery({ queryKey: afterKeys.flow, queryFn: afterApi.flow });
  const options = useQuery({ queryKey: afterKeys.flowOptions, queryFn: afterApi.flowOptions, staleTime: 5 * 60_000 });
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const watched = Form.useWatch('steps', form);

  useEffect(() => {
    if (flow.data) form.setFieldsValue(toValues(flow.data.steps));
  }, [flow.data, form]);

  const roleOptions = useMemo(() => (options.data?.roles ?? []).map((r) => ({ value: r.code, label: r.name })), [options.data]);
  const orgTree = useMemo(
    () => (options.data?.orgs ?? []).map((o) => ({ id: o.id, pId: o.parentId ?? 0, value: o.id, title: o.name })),
    [options.data],
  );

  if (flow.isLoading)
    return (
      <FormCard title="提案流程" loading>
        {null}
      </FormCard>
    );
  if (!flow.data)
    return <Result status="warning" title="提案流程设置加载失败" extra={<Button onClick={() => flow.refetch()}>重新加载</Button>} />;
  const steps = flow.data.steps;

  const save = async (v: Values) => {
    setSaving(true);
    try {
      await afterApi.flowSave({
        // onFinish holds only the fields on the page: the step key comes from the row
        steps: v.steps.map((s, i) => ({
          key: steps[i].key,
          enabled: s.enabled,
          roleCode: s.roleCode ?? null,
          orgId: s.orgId ?? null,
          remark: s.remark?.trim() || null,
        })),
      });
      message.success('保存成功');
      await client.invalidateQueries({ queryKey: afterKeys.flow });
    } catch {
      // the api client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<ProposalFlowStep> = [
    { title: '序号', key: 'index', width: 60, render: (_: unknown, __, i) => i + 1 },
    {
      title: '环节',
      dataIndex: 'name',
      key: 'name',
      width: 200,
      render: (v: string, s) => (
        <Space direction="vertical" size={0}>
          <Space size={4}>
            <strong>{v}</strong>
            {!s.switchable && <Tag>必经环节</Tag>}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {s.description}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '启用',
      key: 'enabled',
      width: 90,
      render: (_: unknown, s, i) => (
        <Form.Item name={['steps', i, 'enabled']} valuePropName="checked" style={{ marginBottom: 0 }}>
          <Switch aria-label={`启用${s.name}`} disabled={!editable || !s.switchable} checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
      ),
    },
    {
      title: '办理角色',
      key: 'roleCode',
      width: 220,
      render: (_: unknown, s, i) =>
        s.needsHandler ? (
          <Form.Item
            name={['steps', i, 'roleCode']}
            style={{ marginBottom: 0 }}
            dependencies={[['steps', i, 'enabled']]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, v: unknown) => {
                  if (getFieldValue(['steps', i, 'enabled']) && !v) throw new Error(`请选择「${s.name}」的办理角色`);
                },
              }),
            ]}
          >
            <Select
              aria-label={`${s.name}办理角色`}
              allowClear
              disabled={!editable || watched?.[i]?.enabled === false}
              placeholder="请选择办理角色"
              options={roleOptions}
              loading={options.isLoading}
            />
          </Form.Item>
        ) : (
          <Typography.Text type="secondary">{s.key === 'jointConfirm' ? '联名人' : '提案人'}</Typography.Text>
        ),
    },
    {
      title: '办理机构',
      key: 'orgId',
      width: 240,
      render: (_: unknown, s, i) =>
        s.needsHandler ? (
          <Form.Item name={['steps', i, 'orgId']} style={{ marginBottom: 0 }}>
            <TreeSelect
              aria-label={`${s.name}办理机构`}
              allowClear
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDataSimpleMode
              treeData={orgTree}
              disabled={!editable || watched?.[i]?.enabled === false}
              placeholder="不限机构"
              listHeight={400}
            />
          </Form.Item>
        ) : (
          <Typography.Text type="secondary">--</Typography.Text>
        ),
    },
    {
      title: '说明',
      key: 'remark',
      render: (_: unknown, s, i) => (
        <Form.Item name={['steps', i, 'remark']} style={{ marginBottom: 0 }} rules={[{ max: 200, message: '说明不能超过200个字' }]}>
          <Input aria-label={`${s.name}说明`} maxLength={200} disabled={!editable} placeholder="请输入说明" />
        </Form.Item>
      ),
    },
  ];

  return (
    <FormCard
      title="提案流程"
      extra={
        flow.data.updatedAt ? (
          <Typography.Text type="secondary">
            最后修改：{flow.data.updatedBy ?? '--'} {formatDateTime(flow.data.updatedAt, 'YYYY-MM-DD HH:mm')}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">使用默认设置</Typography.Text>
        )
      }
      footer={
        editable ? (
          <>
            <Button onClick={() => form.setFieldsValue(toValues(steps))}>重置</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              保存
            </Button>
          </>
        ) : undefined
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="关闭的环节在办理中跳过；必经环节不能关闭。修改只影响之后的办理，已完成的步骤不受影响。"
      />
      <Form<Values> form={form} onFinish={save} initialValues={toValues(steps)} component="div">
        <Table<ProposalFlowStep> rowKey="key" size="middle" pagination={false} dataSource={steps} columns={columns} scroll={{ x: 1000 }} />
      </Form>
    </FormCard>
  );
}
