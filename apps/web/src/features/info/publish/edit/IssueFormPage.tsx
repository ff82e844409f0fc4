import { PublicationPerm as P, type PublicationEditingDetail, PublicationPage, PublicationReaderKind } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, DatePicker, Descriptions, Form, Input, InputNumber, Row, Space, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { formatChina } from '@/app/format';
import { PersonPicker, type PickedPerson, type PickedUnit, UnitPicker } from '@/components/picker';
import { publicationApi, publicationKeys } from '../components/api';
import { usePublicationRefresh } from '../components/IssueTable';
import { PublicationStateTag } from '../components/PublicationStateTag';
import { PreviewButton } from '../compose/PreviewButton';
import { IssueItems, type ItemDraft } from './IssueItems';
import { SubmitDialog } from './StepDialogs';

interface HeaderValues {
  title: string;
  num: number;
  totalNum: number;
  publishDate?: Dayjs | null;
  issuer?: string;
  reportTo?: string;
  sendTo?: string;
  issueTo?: string;
  remark?: string;
  people: PickedPerson[];
  units: PickedUnit[];
}

const headerOf = (d: PublicationEditingDetail): HeaderValues => ({
  title: d.title,
  num: d.num,
  totalNum: d.totalNum,
  publishDate: d.publishDate ? dayjs(d.publishDate) : null,
  issuer: d.issuer ?? undefined,
  reportTo: d.reportTo ?? undefined,
  sendTo: d.sendTo ?? undefined,
  issueTo: d.issueTo ?? undefined,
  remark: d.remark ?? undefined,
  people: d.readers.filter((r) => r.kind === PublicationReaderKind.user).map((r) => ({ userId: r.id, name: r.name, userType: 0 })),
  units: d.readers
    .filter((r) => r.kind === PublicationReaderKind.org)
    .map((r) => ({ unitId: r.id, name: r.name, collectiveType: 0, parentName: null })),
});

/** /info/periodical/edit/:id: the editor's page of one issue — header, numbers, distribution, readers, items, steps. */
export default function IssueFormPage() {
  const { id = '' } = useParams();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const created = (useLocation().state as { created?: string } | null)?.created;
  const refresh = usePublicationRefresh();
  const [form] = Form.useForm<HeaderValues>();
  const [drafts, setDrafts] = useState<ItemDraft[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [busy, setBusy] = useState(false);
  const q = useQuery({ queryKey: publicationKeys.editing(id), queryFn: () => publicationApi.editingDetail(id) });
  const d = q.data;
  useEffect(() => {
    if (!d) return;
    form.setFieldsValue(headerOf(d));
    setDrafts(d.items.map((i) => ({ id: i.id, title: i.title, content: i.content })));
  }, [d, form]);
  if (!d) return <Card loading={q.isLoading}>{q.isError ? '刊物不存在或无权查看' : null}</Card>;
  const editable = d.actions.includes('save');

  const save = async (quiet = false) => {
    const v = await form.validateFields();
    await publicationApi.update({
      id,
      title: v.title,
      num: v.num,
      totalNum: v.totalNum,
      publishDate: v.publishDate ? v.publishDate.format('YYYY-MM-DD') : null,
      issuer: v.issuer || undefined,
      reportTo: v.reportTo || undefined,
      sendTo: v.sendTo || undefined,
      issueTo: v.issueTo || undefined,
      remark: v.remark || undefined,
      readers: [
        ...(v.people ?? []).map((p) => ({ kind: PublicationReaderKind.user as 1, id: p.userId })),
        ...(v.units ?? []).map((u) => ({ kind: PublicationReaderKind.org as 2, id: u.unitId })),
      ],
      items: drafts,
    });
    if (!quiet) message.success('保存成功');
    await refresh();
  };
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      message.success(done);
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  const steps = (
    <Space wrap>
      <PreviewButton id={id} type="default" />
      <Authority perm={P.edit}>
        {editable && (
          <Button type="primary" loading={busy} onClick={() => void save()}>
            保存
          </Button>
        )}
        {d.actions.includes('submit') && (
          <Button
            onClick={async () => {
              await save(true);
              setSubmitting(true);
            }}
          >
            送签
          </Button>
        )}
        {d.actions.includes('recall') && (
          <Button loading={busy} onClick={() => void run(() => publicationApi.recall(id), '撤回成功')}>
            撤回
          </Button>
        )}
        {d.actions.includes('distribute') && (
          <Button type="primary" loading={busy} onClick={() => void run(() => publicationApi.distribute(id), '分发成功')}>
            分发
          </Button>
        )}
      </Authority>
      <Button onClick={() => navigate(PublicationPage.edit)}>返回</Button>
    </Space>
  );

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <span>{d.title}</span>
            <PublicationStateTag state={d.state} />
          </Space>
        }
        extra={steps}
      >
        {created && <Typography.Paragraph type="success">{`已新建：${created}`}</Typography.Paragraph>}
        <Descriptions size="small" column={4}>
          <Descriptions.Item label="刊物类型">{d.typeName}</Descriptions.Item>
          <Descriptions.Item label="期号">
            <span data-testid="issue-numbers">{`${d.year}年第${d.num}期（总第${d.totalNum}期）`}</span>
          </Descriptions.Item>
          <Descriptions.Item label="编发单位">{d.publishingUnit ?? '--'}</Descriptions.Item>
          <Descriptions.Item label="签发人">{d.signerName ?? '--'}</Descriptions.Item>
          {d.signOpinion && <Descriptions.Item label="签发意见">{d.signOpinion}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card title="刊物信息">
        <Form form={form} layout="vertical" disabled={!editable}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item label="刊物标题" name="title" rules={[{ required: true, message: '请输入刊物标题' }]}>
                <Input maxLength={100} showCount />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item label={`第N期（${d.year}年）`} name="num" rules={[{ required: true, message: '请输入期号' }]}>
                <InputNumber min={1} max={99999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item label="总第M期" name="totalNum" rules={[{ required: true, message: '请输入总期号' }]}>
                <InputNumber min={1} max={99999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item label="印发日期" name="publishDate">
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {d.hasIssuer && (
              <Col span={6}>
                <Form.Item label="签发人（版头）" name="issuer">
                  <Input maxLength={20} />
                </Form.Item>
              </Col>
            )}
            <Col span={d.hasIssuer ? 6 : 8}>
              <Form.Item label="报" name="reportTo">
                <Input maxLength={300} placeholder="如：省政协办公厅" />
              </Form.Item>
            </Col>
            <Col span={d.hasIssuer ? 6 : 8}>
              <Form.Item label="送" name="sendTo">
                <Input maxLength={300} placeholder="如：市委、市政府领导" />
              </Form.Item>
            </Col>
            <Col span={d.hasIssuer ? 6 : 8}>
              <Form.Item label="发" name="issueTo">
                <Input maxLength={300} placeholder="如：市级有关部门" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="阅读对象（人员）" name="people">
                <PersonPicker sources={['staff', 'member', 'collective']} title="选择阅读人员" allowEmpty />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="阅读对象（单位）" name="units">
                <UnitPicker title="选择阅读单位" allowEmpty />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label="备注" name="remark">
                <Input.TextArea maxLength={500} rows={2} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card title={`本期信息（${drafts.length}条）`}>
        <IssueItems
          items={d.items}
          drafts={drafts}
          editable={editable}
          onChange={setDrafts}
          onRemove={async (itemId) => {
            await publicationApi.removeItem(itemId);
            await refresh();
          }}
        />
      </Card>
      <Card title="流转记录">
        <Timeline
          items={d.history.map((h) => ({
            children: `${formatChina(h.at, 'YYYY-MM-DD HH:mm')} ${h.actorName ?? ''} ${h.actionLabel}${h.opinion ? `：${h.opinion}` : ''}`,
          }))}
        />
      </Card>
      <SubmitDialog issue={submitting ? d : null} onClose={() => setSubmitting(false)} />
    </Space>
  );
}
