import { InfoPage, InfoPerm, type InfoRow } from '@cppcc/contracts';
import { App, Button, Card, List, Typography } from 'antd';
import { type Key, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { InfoTable, useInfoRefresh } from '../components/InfoTable';
import { infoReportApi, infoReportKeys } from './api';
import { CheckDialog } from './CheckDialog';
import { isEditingStep } from './EditingCheckFields';

/**
 * 待审信息 (/info/check/list/{flowId}; 'all' = every flow the caller works in, 'editing' = the editing
 * flows): what waits at a level the caller holds. 审核 in a dialog (for an adopted item at an editing
 * level: the editor and 通过 / 退回上一级), 修改并审核 on the review page, 批量通过 for the selected rows.
 */
export default function CheckListPage() {
  const { flowId = 'all' } = useParams();
  const refresh = useInfoRefresh();
  const { modal, message } = App.useApp();
  const [checking, setChecking] = useState<InfoRow | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);

  const passAll = () => {
    if (!selected.length) {
      message.warning('请在列表中选择需要审核的信息！');
      return;
    }
    modal.confirm({
      title: '批量通过',
      content: `确定审核通过选中的${selected.length}条信息吗？`,
      onOk: async () => {
        const r = await infoReportApi.checkAll(selected.map(String));
        await refresh();
        modal.info({
          title: `审核通过${r.passed}条${r.refused.length ? `，${r.refused.length}条未通过` : ''}`,
          content: r.refused.length ? (
            <List
              size="small"
              dataSource={r.refused}
              renderItem={(x) => (
                <List.Item>
                  <Typography.Text>
                    {x.title ? `《${x.title}》` : x.id}：{x.reason}
                  </Typography.Text>
                </List.Item>
              )}
            />
          ) : undefined,
        });
      },
    });
  };

  return (
    <Card>
      <InfoTable<InfoRow>
        queryKey={infoReportKeys.queue(flowId)}
        fetch={(q) => infoReportApi.checkPage({ ...q, flowId })}
        columns={['title', 'type', 'reporter', 'unit', 'reportTime', 'state']}
        actionLabels={['审核', '修改并审核', '详情']}
        selectionPerms={[InfoPerm.check]}
        onSelectionChange={(keys) => setSelected(keys)}
        toolbar={
          <Authority perm={InfoPerm.check}>
            <Button type="primary" onClick={passAll}>
              批量通过
            </Button>
          </Authority>
        }
        actions={(row) => [
          {
            key: 'check',
            perm: InfoPerm.check,
            // a review level's check, or an editing level's 编辑审核 (the dialog tells them apart)
            visible: row.actions.includes('pass') || isEditingStep(row.actions),
            node: (
              <Button type="link" size="small" onClick={() => setChecking(row)}>
                审核
              </Button>
            ),
          },
          {
            key: 'edit',
            perm: InfoPerm.check,
            visible: row.actions.includes('pass'),
            node: <Link to={`${InfoPage.checkForm(flowId, true)}?id=${row.id}`}>修改并审核</Link>,
          },
          { key: 'detail', node: <Link to={InfoPage.detail(row.id)}>详情</Link> },
        ]}
      />
      <CheckDialog
        row={checking}
        onClose={() => setChecking(null)}
        onDone={() => {
          setChecking(null);
          void refresh();
        }}
      />
    </Card>
  );
}
