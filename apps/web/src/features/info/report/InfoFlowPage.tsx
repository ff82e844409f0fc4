import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { INFO_LEVELS, type InfoFlowView, InfoPerm, infoLevelLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Empty, Form, Input, Row, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { InfoTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { FormItem } from '@/components/FormItem';
import { PersonPicker, type PickedPerson } from '@/components/picker';
import { useInfoRefresh } from '../components/InfoTable';
import { infoReportApi, infoReportKeys } from './api';
import { ThresholdCard } from './ThresholdCard';

interface LevelValue {
  level?: number;
  reviewers?: PickedPerson[];
}
interface FlowValues {
  name?: string;
  levels: LevelValue[];
}

export const FlowText = {
  busy: (n: number) => `该类别当前流程上有${n}条信息正在审核，保存后它们仍按原流程审核完毕，新报送的信息使用新流程。确定保存吗？`,
  duplicate: '审核级别不能重复',
} as const;

const levelOptions = INFO_LEVELS.map((l) => ({ value: l, label: infoLevelLabel[l] }));

const fromView = (f: InfoFlowView | undefined): FlowValues =>
  f
    ? {
        name: f.name,
        levels: f.levels.map((l) => ({ level: l.level, reviewers: l.reviewers.map((r) => ({ userId: r.id, userType: 2, name: r.name })) })),
      }
    : { levels: [{ level: 1, reviewers: [] }] };

/**
 * 审核流程 (/info/infoFlow): per info type, the ordered review levels and their reviewers. Saving
 * adds a new version; items under way finish on theirs (the page says how many before saving).
 */
export default function InfoFlowPage() {
  const { modal, message } = App.useApp();
  const refresh = useInfoRefresh();
  const [typeId, setTypeId] = useState<string | undefined>();
  const [form] = Form.useForm<FlowValues>();
  const all = useQuery({ queryKey: infoReportKeys.flows(), queryFn: () => infoReportApi.flows() });
  const current = (all.data ?? []).find((f) => f.typeId === typeId && f.flowType === 1);

  const pick = (id: string | undefined) => {
    setTypeId(id);
    form.setFieldsValue(fromView((all.data ?? []).find((f) => f.typeId === id && f.flowType === 1)));
  };

  const save = async () => {
    if (!typeId) return;
    let v: FlowValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const body = {
      typeId,
      flowType: 1 as const,
      name: v.name?.trim() || null,
      levels: v.levels.map((l) => ({ level: l.level ?? 0, reviewerIds: (l.reviewers ?? []).map((r) => r.userId) })),
    };
    const run = async () => {
      await infoReportApi.saveFlow(body);
      message.success('保存成功');
      await refresh();
    };
    const busy = await infoReportApi.flowBusy(typeId);
    if (busy.exists) modal.confirm({ title: '保存审核流程', content: FlowText.busy(busy.count), onOk: run });
    else await run();
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={10}>
        <Card title="各类别审核流程">
          <Table<InfoFlowView>
            size="small"
            rowKey="id"
            loading={all.isLoading}
            dataSource={(all.data ?? []).filter((f) => f.flowType === 1)}
            pagination={{ pageSize: 15 }}
            onRow={(r) => ({ onClick: () => pick(r.typeId), style: { cursor: 'pointer' } })}
            columns={[
              { title: '信息类别', dataIndex: 'typeName', render: (v: string | null) => v ?? '--' },
              { title: '审核环节', key: 'levels', render: (_v, r) => r.levels.map((l) => l.levelName).join(' → ') },
              { title: '版本', dataIndex: 'version', width: 60 },
            ]}
          />
        </Card>
        <ThresholdCard />
      </Col>
      <Col xs={24} xl={14}>
        <Card title="设置审核流程">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space>
              <span>信息类别</span>
              <InfoTypeTreeSelect
                value={typeId}
                onChange={(v) => pick(v as string | undefined)}
                style={{ width: 320 }}
                placeholder="请选择信息类别"
              />
            </Space>
            {!typeId ? (
              <Empty description="请选择信息类别" />
            ) : (
              <Form<FlowValues> form={form} layout="vertical" initialValues={fromView(current)} autoComplete="off">
                {current && (
                  <Typography.Paragraph type="secondary">
                    当前为第{current.version}版：
                    {current.levels.map((l) => `${l.levelName}（${l.reviewers.map((r) => r.name).join('、')}）`).join(' → ')}
                  </Typography.Paragraph>
                )}
                <FormItem label="流程名称" name="name">
                  <Input maxLength={50} placeholder="默认为「类别名称+审核流程」" />
                </FormItem>
                <Form.List name="levels">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((f, i) => (
                        <Space key={f.key} align="start" style={{ display: 'flex' }}>
                          <Typography.Text style={{ lineHeight: '32px' }}>第{i + 1}级</Typography.Text>
                          <FormItem
                            name={[f.name, 'level']}
                            required
                            ruleLabel="审核级别"
                            rules={[
                              {
                                validator: async (_r, v: number | undefined) => {
                                  const levels = (form.getFieldValue('levels') as LevelValue[]).map((l) => l?.level);
                                  if (v !== undefined && levels.filter((x) => x === v).length > 1) throw new Error(FlowText.duplicate);
                                },
                              },
                            ]}
                          >
                            <Select
                              options={levelOptions}
                              style={{ width: 120 }}
                              placeholder="审核级别"
                              aria-label={`第${i + 1}级审核级别`}
                            />
                          </FormItem>
                          <FormItem name={[f.name, 'reviewers']} required ruleLabel="审核人" style={{ minWidth: 280 }}>
                            <PersonPicker sources={['staff']} title="选择审核人" />
                          </FormItem>
                          {fields.length > 1 && (
                            <MinusCircleOutlined aria-label="删除该级" onClick={() => remove(f.name)} style={{ marginTop: 8 }} />
                          )}
                        </Space>
                      ))}
                      {fields.length < INFO_LEVELS.length && (
                        <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ reviewers: [] })}>
                          添加审核级别
                        </Button>
                      )}
                    </>
                  )}
                </Form.List>
                <Authority perm={InfoPerm.flow}>
                  <Button type="primary" style={{ marginTop: 16 }} onClick={() => void save()}>
                    保存
                  </Button>
                </Authority>
              </Form>
            )}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
