import { PublicationPerm as P, PublicationPage, type PublicationRow, PublicationState } from '@cppcc/contracts';
import { App, Button, Card, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import type { RowAction } from '@/components/RowActions';
import { publicationApi, publicationKeys } from '../components/api';
import { IssueTable, usePublicationRefresh } from '../components/IssueTable';
import { PreviewButton } from '../compose/PreviewButton';
import { SignDialog } from './StepDialogs';

/** The editors' row actions, from the row's `actions`: 编辑, 撤回, 分发, 优秀, 删除, and 预览 for everyone. */
function useEditorActions() {
  const { message } = App.useApp();
  const refresh = usePublicationRefresh();
  const step = async (work: Promise<unknown>, done: string) => {
    await work;
    message.success(done);
    await refresh();
  };
  return (r: PublicationRow): RowAction[] => [
    { key: 'edit', perm: P.edit, visible: r.actions.includes('save'), node: <Link to={PublicationPage.editForm(r.id)}>编辑</Link> },
    {
      key: 'recall',
      perm: P.edit,
      visible: r.actions.includes('recall'),
      node: (
        <Button type="link" size="small" onClick={() => void step(publicationApi.recall(r.id), '撤回成功')}>
          撤回
        </Button>
      ),
    },
    {
      key: 'distribute',
      perm: P.edit,
      visible: r.actions.includes('distribute'),
      node: (
        <Button type="link" size="small" onClick={() => void step(publicationApi.distribute(r.id), '分发成功')}>
          分发
        </Button>
      ),
    },
    {
      key: 'excellent',
      perm: P.edit,
      visible: r.actions.includes('excellent'),
      node: (
        <Button
          type="link"
          size="small"
          onClick={() => void step(publicationApi.setExcellent(r.id, !r.excellent), r.excellent ? '已取消优秀' : '已设为优秀')}
        >
          {r.excellent ? '取消优秀' : '设为优秀'}
        </Button>
      ),
    },
    { key: 'preview', node: <PreviewButton id={r.id} /> },
    {
      key: 'delete',
      perm: P.edit,
      visible: r.actions.includes('delete'),
      node: <ConfirmDelete onConfirm={() => step(publicationApi.remove([r.id]), '删除成功')} successText="" />,
    },
  ];
}

const editorLink = (r: PublicationRow) =>
  r.state === PublicationState.editing ? PublicationPage.editForm(r.id) : PublicationPage.detail(r.id);

/** /info/periodical/all (全部刊物): every issue, with the state filter. */
export function AllIssuesPage() {
  const actions = useEditorActions();
  return (
    <Card>
      <IssueTable
        queryKey={publicationKeys.list('all')}
        fetch={publicationApi.all}
        stateFilter
        columns={['title', 'type', 'num', 'state', 'items', 'publishDate', 'reads']}
        link={editorLink}
        actions={actions}
        actionLabels={['设为优秀', '分发', '预览']}
      />
    </Card>
  );
}

/** /info/periodical/submitPage (送签刊物): the issues waiting for their signer. */
export function SubmittedIssuesPage() {
  const actions = useEditorActions();
  return (
    <Card>
      <IssueTable
        queryKey={publicationKeys.list('submitted')}
        fetch={publicationApi.all}
        fixed={{ state: PublicationState.submitted }}
        columns={['title', 'type', 'num', 'items', 'editor', 'signer', 'createdAt']}
        actions={actions}
        actionLabels={['撤回', '预览']}
      />
    </Card>
  );
}

/** /info/periodical/excellentList (优秀刊物). */
export function ExcellentIssuesPage() {
  const actions = useEditorActions();
  return (
    <Card>
      <IssueTable
        queryKey={publicationKeys.list('excellent')}
        fetch={publicationApi.all}
        fixed={{ excellent: true }}
        columns={['title', 'type', 'num', 'state', 'items', 'publishDate', 'reads']}
        actions={actions}
        actionLabels={['取消优秀', '预览']}
      />
    </Card>
  );
}

/** /info/periodical/adopt (刊物签发): the issues submitted to the caller; 已签发 shows the ones they signed. */
export function SignerIssuesPage() {
  const [view, setView] = useState<'waiting' | 'signed'>('waiting');
  const [signing, setSigning] = useState<PublicationRow | null>(null);
  const actions = (r: PublicationRow): RowAction[] => [
    {
      key: 'sign',
      perm: P.sign,
      visible: r.actions.includes('signOff'),
      node: (
        <Button type="link" size="small" onClick={() => setSigning(r)}>
          签发
        </Button>
      ),
    },
    { key: 'preview', node: <PreviewButton id={r.id} /> },
  ];
  return (
    <Card>
      <Segmented
        style={{ marginBottom: 16 }}
        value={view}
        onChange={(v) => setView(v as 'waiting' | 'signed')}
        options={[
          { value: 'waiting', label: '待签发' },
          { value: 'signed', label: '已签发' },
        ]}
      />
      <IssueTable
        key={view}
        queryKey={publicationKeys.list(`sign-${view}`)}
        fetch={(q) =>
          view === 'waiting' ? publicationApi.signerPage(q) : publicationApi.signerPage({ ...q, state: q.state ?? PublicationState.signed })
        }
        columns={['title', 'type', 'num', 'state', 'items', 'editor', 'createdAt']}
        actions={actions}
        actionLabels={['签发', '预览']}
      />
      <SignDialog issue={signing} onClose={() => setSigning(null)} />
    </Card>
  );
}
