import { type InfoOriginalRow, type InfoRow, InfoPerm as P, type TakeFeedbackRow } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Input, Modal, Row, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { DataTable } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { SearchBar } from '@/components/SearchBar';
import { InfoRichHtml } from '../components/InfoDetailView';
import { InfoTable, useInfoRefresh } from '../components/InfoTable';
import { infoManageApi, infoManageKeys } from './api';

/** The reporter's original beside the text as it stands now (every version is kept). */
function ManuscriptDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useQuery({ queryKey: infoManageKeys.manuscript(id), queryFn: () => infoManageApi.manuscript(id) });
  const d = q.data;
  return (
    <Modal open title="原稿与现稿对照" width={1100} footer={null} onCancel={onClose} loading={q.isLoading}>
      {d && (
        <Row gutter={16}>
          <Col span={12}>
            <Typography.Title level={5}>原稿：{d.original?.title ?? d.item.title}</Typography.Title>
            <InfoRichHtml html={d.original?.content ?? ''} />
          </Col>
          <Col span={12}>
            <Typography.Title level={5}>
              现稿（第{d.versions.length}版）：{d.item.title}
            </Typography.Title>
            <InfoRichHtml html={d.item.content} />
          </Col>
        </Row>
      )}
    </Modal>
  );
}

/** /info/originalLibrary (and /social/originalLibrary): every reported item's original. */
export function OriginalLibraryPage() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <InfoTable<InfoOriginalRow>
        queryKey={infoManageKeys.original}
        fetch={(q) => infoManageApi.original(q)}
        columns={['title', 'type', 'reporter', 'reportTime', 'state']}
        extraColumns={[
          {
            title: '原稿标题',
            dataIndex: 'originalTitle',
            key: 'originalTitle',
            kind: 'title',
            render: (v: string) => <Ellipsis text={v} />,
          },
          { title: '版本数', dataIndex: 'versionCount', key: 'versionCount', kind: 'count' },
        ]}
        actions={(r) => [
          {
            key: 'compare',
            node: (
              <Button type="link" size="small" onClick={() => setOpen(r.id)}>
                原稿对照
              </Button>
            ),
          },
        ]}
      />
      {open && <ManuscriptDialog id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /info/collect/page: adopted items collected into editing for the publications, or still to collect. */
export function CollectPage() {
  const refresh = useInfoRefresh();
  const [collected, setCollected] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const use = async (ids: string[], on: boolean) => {
    await infoManageApi.use(ids, on);
    setSelected([]);
    void refresh();
  };
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={collected ? 'in' : 'out'}
        onChange={(v) => setCollected(v === 'in')}
        options={[
          { value: 'out', label: '待收入编辑' },
          { value: 'in', label: '已收入编辑' },
        ]}
      />
      <InfoTable<InfoRow>
        key={String(collected)}
        queryKey={infoManageKeys.editing(collected)}
        fetch={(q) => infoManageApi.editing(collected, q)}
        columns={['title', 'type', 'reporter', 'reportTime', 'state']}
        selectionPerms={[P.manage]}
        onSelectionChange={(keys) => setSelected(keys.map(String))}
        toolbar={
          <Authority perm={P.manage}>
            <Button type="primary" disabled={!selected.length} onClick={() => void use(selected, !collected)}>
              {collected ? '移出编辑' : '收入编辑'}
            </Button>
          </Authority>
        }
        actions={(r) => [
          {
            key: 'use',
            perm: P.manage,
            node: (
              <Button type="link" size="small" onClick={() => void use([r.id], !collected)}>
                {collected ? '移出编辑' : '收入编辑'}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}

interface FeedbackValues {
  itemId: string;
  unitName: string;
  content: string;
  feedbackDate: string;
}

/** /info/takePeriodical/feedback (and /social/…): what units that took up adopted items did with them. */
export function TakeFeedbackPage() {
  const refresh = useInfoRefresh();
  const [title, setTitle] = useState<string | undefined>();
  const [editing, setEditing] = useState<TakeFeedbackRow | 'new' | null>(null);
  const adopted = useQuery({
    queryKey: ['info', 'manage', 'adopted', 'options'],
    queryFn: () => infoManageApi.page('adopted', { pageNum: 1, pageSize: 40 }),
    enabled: editing !== null,
  });
  const row = editing === 'new' ? null : editing;
  return (
    <>
      <SearchBar placeholder="请输入信息标题" onSearch={(v) => setTitle((v.keyword as string | undefined) || undefined)} />
      <DataTable<TakeFeedbackRow, { title?: string }>
        queryKey={infoManageKeys.feedback}
        fetch={(q) => infoManageApi.feedbackPage(q)}
        filters={{ title }}
        rowKey="id"
        toolbar={
          <Authority perm={P.manage}>
            <Button type="primary" onClick={() => setEditing('new')}>
              新增反馈
            </Button>
          </Authority>
        }
        columns={[
          { title: '信息标题', dataIndex: 'itemTitle', key: 'itemTitle', kind: 'title', render: (v: string) => <Ellipsis text={v} /> },
          { title: '反馈单位', dataIndex: 'unitName', key: 'unitName', kind: 'unit' },
          { title: '反馈内容', dataIndex: 'content', key: 'content', kind: 'text', render: (v: string) => <Ellipsis text={v} /> },
          { title: '反馈日期', dataIndex: 'feedbackDate', key: 'feedbackDate', kind: 'date' },
          {
            title: '操作',
            key: 'actions',
            kind: 'actions',
            render: (_v, r) => (
              <Authority perm={P.manage}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  修改
                </Button>
              </Authority>
            ),
          },
        ]}
      />
      {editing !== null && (
        <FormModal<FeedbackValues>
          open
          title={row ? '修改采用反馈' : '新增采用反馈'}
          initialValues={row ? { itemId: row.itemId, unitName: row.unitName, content: row.content, feedbackDate: row.feedbackDate } : {}}
          onClose={() => setEditing(null)}
          onSubmit={async (v) => {
            const body = { ...v, fileIds: [] };
            if (row) await infoManageApi.feedbackUpdate({ id: row.id, ...body });
            else await infoManageApi.feedbackAdd(body);
            void refresh();
          }}
        >
          <FormItem label="采用信息" name="itemId" required>
            <Select
              showSearch
              optionFilterProp="label"
              placeholder="请选择已采用的信息"
              loading={adopted.isLoading}
              options={(adopted.data?.list ?? []).map((r) => ({
                value: r.id,
                label: `${r.serialNumber ? `${r.serialNumber} ` : ''}${r.title}`,
              }))}
            />
          </FormItem>
          <FormItem label="反馈单位" name="unitName" required>
            <Input maxLength={100} />
          </FormItem>
          <FormItem label="反馈内容" name="content" required>
            <Input.TextArea rows={4} maxLength={5000} />
          </FormItem>
          <FormItem label="反馈日期" name="feedbackDate" required>
            <DateInput />
          </FormItem>
        </FormModal>
      )}
    </>
  );
}
