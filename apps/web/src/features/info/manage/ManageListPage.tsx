import {
  type InfoListName,
  InfoManageApi,
  InfoPage,
  type InfoRow,
  infoListLabel,
  InfoManagePage as MP,
  InfoPerm as P,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Segmented, Space, Tag } from 'antd';
import { type Key, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { ExportButton } from '@/components/ExportButton';
import type { RowAction } from '@/components/RowActions';
import { InfoTable, useInfoRefresh } from '../components/InfoTable';
import { infoManageApi, infoManageKeys } from './api';
import { type ManageDialogState, ManageDialogs } from './StepDialogs';

/** The tabs of the office's lists, each its own page (spec 001 §2.7 infoMgt). */
const TABS: { list: InfoListName; path: string }[] = [
  { list: 'today', path: MP.today },
  { list: 'unread', path: MP.socialUnread },
  { list: 'all', path: MP.all },
  { list: 'adopt', path: MP.adopt },
  { list: 'adopted', path: MP.adopted },
  { list: 'firstAdopt', path: MP.firstAdopt },
  { list: 'sys', path: MP.sys },
  { list: 'discard', path: MP.discard },
];

export const updateFormPath = (id: string) => `${MP.updateForm}?id=${id}`;

/** A management list: the shared item table with the list's row steps, batch steps and export. */
export default function ManageListPage({ list }: { list: InfoListName }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useInfoRefresh();
  const [dialog, setDialog] = useState<ManageDialogState | null>(null);
  const [selected, setSelected] = useState<InfoRow[]>([]);
  const counts = useQuery({ queryKey: infoManageKeys.counts, queryFn: () => infoManageApi.counts() });
  const open = (step: ManageDialogState['step'], rows: InfoRow[], adopt?: 1 | 0 | -1) => setDialog({ step, rows, adopt });

  const view = (r: InfoRow) => {
    if (!r.read) void infoManageApi.markRead([r.id]).then(refresh);
    navigate(InfoPage.detail(r.id));
  };
  const has = (r: InfoRow, a: string) => r.actions.includes(a);
  const actions = (r: InfoRow): RowAction[] => [
    {
      key: 'view',
      node: (
        <Button type="link" size="small" onClick={() => view(r)}>
          查看
        </Button>
      ),
    },
    {
      key: 'adopt',
      perm: P.adopt,
      visible: has(r, 'adopt'),
      node: (
        <Button type="link" size="small" onClick={() => open('adopt', [r], 1)}>
          采用
        </Button>
      ),
    },
    {
      key: 'notAdopt',
      perm: P.adopt,
      visible: has(r, 'notAdopt'),
      node: (
        <Button type="link" size="small" onClick={() => open('adopt', [r], 0)}>
          不采用
        </Button>
      ),
    },
    {
      key: 'abandon',
      perm: P.adopt,
      visible: has(r, 'abandon'),
      node: (
        <Button type="link" size="small" onClick={() => open('adopt', [r], -1)}>
          弃用
        </Button>
      ),
    },
    {
      key: 'back',
      perm: P.adopt,
      visible: has(r, 'sendBack'),
      node: (
        <Button type="link" size="small" onClick={() => open('back', [r])}>
          退回
        </Button>
      ),
    },
    {
      key: 'merge',
      perm: P.merge,
      visible: has(r, 'merge'),
      node: <Link to={`${MP.mergeForm}?id=${r.id}`}>合并</Link>,
    },
    {
      key: 'serial',
      perm: P.adopt,
      visible: r.state === 3,
      node: (
        <Button type="link" size="small" onClick={() => open('serial', [r])}>
          编号
        </Button>
      ),
    },
    {
      key: 'submit',
      perm: P.submit,
      visible: r.state === 3,
      node: (
        <Button type="link" size="small" onClick={() => open('submit', [r])}>
          报送上级
        </Button>
      ),
    },
    {
      key: 'result',
      perm: P.submit,
      visible: r.state === 3 && r.submissionStatus === 1,
      node: (
        <Button type="link" size="small" onClick={() => open('result', [r])}>
          上级采用
        </Button>
      ),
    },
    {
      key: 'abandoned',
      visible: r.state === -1,
      node: (
        <Button type="link" size="small" onClick={() => open('abandoned', [r])}>
          弃用原因
        </Button>
      ),
    },
    {
      key: 'edit',
      perm: P.manage,
      visible: r.state !== 5 && r.state !== -1,
      node: <Link to={updateFormPath(r.id)}>修改</Link>,
    },
    {
      key: 'delete',
      perm: P.manage,
      visible: list !== 'adopted',
      node: (
        <ConfirmDelete
          onConfirm={async () => {
            await infoManageApi.remove(r.id);
            void refresh();
          }}
        />
      ),
    },
  ];

  const ids = selected.map((r) => r.id);
  const batch = (
    <Space wrap>
      {list === 'sys' && (
        <Authority perm={P.manage}>
          <Button type="primary" onClick={() => navigate(MP.sysForm)}>
            信息录入
          </Button>
          <Button onClick={() => navigate(MP.recordForm)}>补录</Button>
        </Authority>
      )}
      {list === 'adopt' && (
        <Authority perm={P.adopt}>
          <Button type="primary" disabled={!ids.length} onClick={() => open('adopt', selected, 1)}>
            批量采用
          </Button>
          <Button disabled={!ids.length} onClick={() => open('adopt', selected, 0)}>
            批量不采用
          </Button>
        </Authority>
      )}
      {(list === 'adopted' || list === 'firstAdopt') && (
        <Authority perm={P.submit}>
          <Button disabled={!ids.length} onClick={() => open('submit', selected)}>
            报送上级
          </Button>
        </Authority>
      )}
      <Authority perm={P.export}>
        <Button
          disabled={!ids.length}
          onClick={() => {
            if (!ids.length) message.warning('请先选择信息');
            else void infoManageApi.wordFiles(ids);
          }}
        >
          下载Word
        </Button>
      </Authority>
      <ExportButton url={InfoManageApi.excel} perm={P.export} filters={{ list }} />
    </Space>
  );

  return (
    <div className="info-manage-list">
      <Segmented
        value={list}
        style={{ marginBottom: 12 }}
        onChange={(v) => navigate(TABS.find((t) => t.list === v)?.path ?? MP.all)}
        options={TABS.map((t) => ({
          value: t.list,
          label: (
            <Space size={4}>
              {infoListLabel[t.list]}
              <Badge count={counts.data?.[t.list] ?? 0} showZero overflowCount={9999} color={t.list === list ? '#1677ff' : '#bfbfbf'} />
            </Space>
          ),
        }))}
      />
      <InfoTable<InfoRow>
        queryKey={infoManageKeys.list(list)}
        fetch={(q) => infoManageApi.page(list, q)}
        columns={['title', 'type', 'reporter', 'unit', 'reportTime', 'state']}
        extraColumns={[
          {
            title: '编号',
            dataIndex: 'serialNumber',
            key: 'serialNumber',
            kind: 'code',
            render: (v: string | null, r) => v ?? (r.read ? '--' : <Tag color="red">未读</Tag>),
          },
        ]}
        actions={actions}
        toolbar={batch}
        selectionPerms={[P.adopt, P.export, P.submit]}
        onSelectionChange={(_k: Key[], rows) => setSelected(rows)}
      />
      <ManageDialogs
        state={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setSelected([]);
          void refresh();
        }}
      />
    </div>
  );
}
