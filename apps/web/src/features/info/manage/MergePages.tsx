import { InfoPage, type InfoRow, InfoManagePage as MP, InfoPerm as P } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Modal, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import { FormCard } from '@/components/FormCard';
import { InfoRichHtml } from '../components/InfoDetailView';
import { InfoTable, useInfoRefresh } from '../components/InfoTable';
import { infoManageApi, infoManageKeys } from './api';
import { MergeForm } from './MergeForm';

const mergeViewPath = (id: string) => `${MP.checkForm}?id=${id}`;

/** /info/select/selectPage: the 待采用 items to merge from; 合并 opens the merge dialog on one. */
export function MergeSelectPage() {
  const refresh = useInfoRefresh();
  const [chosen, setChosen] = useState<InfoRow | null>(null);
  return (
    <>
      <InfoTable<InfoRow>
        queryKey={infoManageKeys.merge('candidates')}
        fetch={(q) => infoManageApi.mergePage('candidates', q)}
        columns={['title', 'type', 'reporter', 'unit', 'reportTime', 'state']}
        toolbar={
          <Link to={MP.mergeList}>
            <Button>合并记录</Button>
          </Link>
        }
        actions={(r) => [
          {
            key: 'merge',
            perm: P.merge,
            visible: r.actions.includes('merge'),
            node: (
              <Button type="link" size="small" onClick={() => setChosen(r)}>
                合并
              </Button>
            ),
          },
        ]}
      />
      <Modal open={!!chosen} title="信息合并" width={960} footer={null} destroyOnHidden onCancel={() => setChosen(null)}>
        {chosen && (
          <MergeForm
            id={chosen.id}
            onCancel={() => setChosen(null)}
            onDone={() => {
              setChosen(null);
              void refresh();
            }}
          />
        )}
      </Modal>
    </>
  );
}

/** /info/select/mergeListForm: the items merges made, each with its sources. */
export function MergeListPage() {
  return (
    <InfoTable<InfoRow>
      queryKey={infoManageKeys.merge('merged')}
      fetch={(q) => infoManageApi.mergePage('merged', q)}
      columns={['title', 'type', 'reporter', 'reportTime', 'state']}
      toolbar={<BackButton fallback={MP.select} />}
      actions={(r) => [{ key: 'view', node: <Link to={mergeViewPath(r.id)}>合并来源</Link> }]}
    />
  );
}

/** /info/select/mergeForm?id=: the merge of one chosen item as a page. */
export function MergeFormPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const refresh = useInfoRefresh();
  const id = params.get('id');
  if (!id) return <Result status="404" title="请先在信息合并列表中选择一条信息" extra={<BackButton fallback={MP.select} />} />;
  return (
    <FormCard title="信息合并" extra={<BackButton fallback={MP.select} />}>
      <Authority perm={P.merge}>
        <MergeForm
          id={id}
          onDone={(mergedId) => {
            void refresh();
            navigate(mergeViewPath(mergedId));
          }}
        />
      </Authority>
    </FormCard>
  );
}

/** /info/select/checkForm?id=: a merged item beside its sources (or a source with what it went into). */
export function MergeViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const q = useQuery({ queryKey: infoManageKeys.mergeView(id), queryFn: () => infoManageApi.mergeView(id), enabled: !!id });
  if (q.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (!q.data) return <Result status="404" title="信息不存在或无权查看" extra={<BackButton fallback={MP.select} />} />;
  const { item, sources, mergedInto } = q.data;
  const block = (r: typeof item, label: string) => (
    <Card
      key={r.id}
      size="small"
      title={`${label}：${r.title}`}
      extra={<Link to={InfoPage.detail(r.id)}>详情</Link>}
      style={{ marginBottom: 12 }}
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="上报人">{r.reporterName}</Descriptions.Item>
        <Descriptions.Item label="信息类别">{r.typeName ?? '--'}</Descriptions.Item>
        <Descriptions.Item label="单位">{r.unitName ?? '--'}</Descriptions.Item>
      </Descriptions>
      <InfoRichHtml html={r.content} />
    </Card>
  );
  return (
    <FormCard title="合并信息" extra={<BackButton fallback={MP.mergeList} />}>
      {block(item, sources.length ? '合并后信息' : '信息')}
      {mergedInto && block(mergedInto, '已合并为')}
      {sources.length > 0 && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={5}>合并来源（{sources.length}条）</Typography.Title>
          {sources.map((s, i) => block(s, `来源${i + 1}`))}
        </Space>
      )}
    </FormCard>
  );
}
