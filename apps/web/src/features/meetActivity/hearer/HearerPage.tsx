import { type MeetHearerMeetRow, MeetHearerPerm, type MeetHearerRow, MeetPage, meetStateLabel } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { BackButton } from '@/components/BackButton';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { type PickedPerson, PickerDialog, personTabs } from '@/components/picker';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { type HearerValues, hearerApi, hearerKeys } from './api';

/** /meet/hearer (列席人员): the meetings that have hearers; with ?id= the hearers of one meeting. */
export default function HearerPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <MeetingHearers recordId={id} /> : <MeetingsWithHearers />;
}

function MeetingsWithHearers() {
  const navigate = useNavigate();
  const [title, setTitle] = useState<string | undefined>();
  const [choosing, setChoosing] = useState(false);
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['meetActivity', 'hearer', 'find', keyword],
    queryFn: () => hearerApi.findMeetings(keyword),
    enabled: choosing,
  });
  const [chosen, setChosen] = useState<string | undefined>();
  const columns: KindColumn<MeetHearerMeetRow>[] = [
    {
      title: '会议名称',
      dataIndex: 'title',
      kind: 'title',
      render: (v: string, r) => <Link to={`${MeetPage.hearer}?id=${r.id}`}>{v}</Link>,
    },
    { title: '开始时间', dataIndex: 'startTime', kind: 'minute', render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm') },
    { title: '状态', dataIndex: 'state', kind: 'status', render: (v: number) => meetStateLabel[v] },
    { title: '列席人数', dataIndex: 'hearerCount', kind: 'count' },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => navigate(`${MeetPage.hearer}?id=${r.id}`)}>
          列席人员
        </Button>
      ),
    },
  ];
  return (
    <Card>
      <SearchBar placeholder="请输入会议名称" onSearch={(v) => setTitle(v.keyword || undefined)} />
      <DataTable<MeetHearerMeetRow, { title?: string }>
        queryKey={hearerKeys.meets}
        fetch={(q: TableQuery & { title?: string }) => hearerApi.meets(q)}
        filters={{ title }}
        columns={columns}
        rowKey="id"
        toolbar={
          <Authority perm={MeetHearerPerm.manage}>
            <Button type="primary" onClick={() => setChoosing(true)}>
              添加列席人员
            </Button>
          </Authority>
        }
      />
      <Modal
        title="选择会议"
        open={choosing}
        okText="下一步"
        destroyOnHidden
        onCancel={() => setChoosing(false)}
        okButtonProps={{ disabled: !chosen }}
        onOk={() => chosen && navigate(`${MeetPage.hearer}?id=${chosen}`)}
      >
        <Select
          showSearch
          style={{ width: '100%' }}
          placeholder="输入会议名称查找"
          filterOption={false}
          onSearch={setKeyword}
          loading={found.isFetching}
          value={chosen}
          onChange={setChosen}
          options={(found.data?.list ?? []).map((m) => ({
            value: m.id,
            label: `${m.title}（${formatDateTime(m.startTime, 'YYYY-MM-DD')}）`,
          }))}
        />
      </Modal>
    </Card>
  );
}

function MeetingHearers({ recordId }: { recordId: string }) {
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const [name, setName] = useState<string | undefined>();
  const [editing, setEditing] = useState<MeetHearerRow | 'new' | null>(null);
  const [picking, setPicking] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: hearerKeys.all });

  const columns: KindColumn<MeetHearerRow>[] = [
    { title: '姓名', dataIndex: 'name', kind: 'person' },
    { title: '单位', dataIndex: 'unit', kind: 'unit' },
    { title: '职务', dataIndex: 'duty', kind: 'short' },
    { title: '电话', dataIndex: 'phone', kind: 'code' },
    { title: '备注', dataIndex: 'remark', kind: 'text' },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: MeetHearerPerm.manage,
              node: (
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: MeetHearerPerm.manage,
              node: (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: '删除列席人员',
                      content: `确定删除「${r.name}」吗？`,
                      onOk: async () => {
                        await hearerApi.remove(r.id);
                        message.success('删除成功');
                        await refresh();
                      },
                    })
                  }
                >
                  删除
                </Button>
              ),
            },
          ]}
        />
      ),
    },
  ];
  const row = editing && editing !== 'new' ? editing : null;
  return (
    <Card title="列席人员" extra={<BackButton />}>
      <SearchBar placeholder="请输入姓名" onSearch={(v) => setName(v.keyword || undefined)} />
      <DataTable<MeetHearerRow, { recordId: string; name?: string }>
        queryKey={hearerKeys.list(recordId)}
        fetch={(q: TableQuery & { recordId: string; name?: string }) => hearerApi.page(q)}
        filters={{ recordId, name }}
        columns={columns}
        rowKey="id"
        toolbar={
          <Authority perm={MeetHearerPerm.manage}>
            <Space>
              <Button type="primary" onClick={() => setPicking(true)}>
                选择平台人员
              </Button>
              <Button onClick={() => setEditing('new')}>手工添加</Button>
            </Space>
          </Authority>
        }
      />
      <PickerDialog<object, PickedPerson>
        open={picking}
        title="选择列席人员"
        tabs={personTabs(['member', 'staff']) as never}
        value={[]}
        pickedKey={(p) => p.userId}
        pickedName={(p) => p.name}
        onCancel={() => setPicking(false)}
        onOk={async (picked) => {
          setPicking(false);
          let added = 0;
          for (const p of picked) {
            // one by one: a person already on the meeting is refused with its own message, the others still go in
            await hearerApi
              .add({ recordId, userId: p.userId, name: p.name, duty: p.duty ?? null, unit: p.unitName ?? p.internalOrganization ?? null })
              .then(() => added++)
              .catch(() => undefined);
          }
          if (added) message.success(`已添加 ${added} 人`);
          await refresh();
        }}
      />
      <FormModal<HearerValues>
        open={editing !== null}
        title={row ? '编辑列席人员' : '添加列席人员'}
        initialValues={row ?? {}}
        width={520}
        labelCol={{ span: 5 }}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          if (row) await hearerApi.update({ ...v, id: row.id, recordId, userId: row.userId });
          else await hearerApi.add({ ...v, recordId });
          await refresh();
        }}
      >
        <FormItem name="name" label="姓名" required>
          <Input maxLength={50} disabled={!!row?.userId} />
        </FormItem>
        <FormItem name="unit" label="单位">
          <Input maxLength={100} />
        </FormItem>
        <FormItem name="duty" label="职务">
          <Input maxLength={100} />
        </FormItem>
        <FormItem name="phone" label="电话">
          <Input maxLength={30} />
        </FormItem>
        <FormItem name="remark" label="备注">
          <Input.TextArea maxLength={200} rows={2} />
        </FormItem>
      </FormModal>
    </Card>
  );
}
