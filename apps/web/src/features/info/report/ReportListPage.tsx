import { InfoPage, InfoPerm, type InfoRow, InfoState } from '@cppcc/contracts';
import { App, Button, Card } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { InfoTable, useInfoRefresh } from '../components/InfoTable';
import { infoReportApi, infoReportKeys } from './api';

/**
 * 我的信息 (/social/reportPage): the caller's items. Drafts and returned items open in the form
 * (修改); a returned one can be sent again as it is (重新报送); drafts can be deleted.
 */
export default function ReportListPage() {
  const navigate = useNavigate();
  const refresh = useInfoRefresh();
  const { modal, message } = App.useApp();
  const resubmit = (row: InfoRow) =>
    modal.confirm({
      title: '重新报送',
      content: `确定将《${row.title}》重新报送吗？信息将回到审核流程的第一级。`,
      onOk: async () => {
        await infoReportApi.resubmit(row.id);
        message.success('报送成功');
        await refresh();
      },
    });
  return (
    <Card>
      <InfoTable<InfoRow>
        queryKey={infoReportKeys.mine}
        fetch={infoReportApi.myPage}
        columns={['title', 'type', 'reportTime', 'state']}
        actionLabels={['详情', '修改', '重新报送']}
        selectionPerms={[InfoPerm.report]}
        rowSelectable={(r) => r.state === InfoState.draft}
        batchDelete={{ perm: InfoPerm.report, onDelete: (keys) => infoReportApi.remove(keys.map(String)) }}
        toolbar={
          <Authority perm={InfoPerm.report}>
            <Button type="primary" onClick={() => navigate(InfoPage.reportForm)}>
              报送信息
            </Button>
          </Authority>
        }
        actions={(row) => [
          { key: 'detail', node: <Link to={InfoPage.detail(row.id)}>详情</Link> },
          {
            key: 'save',
            visible: row.actions.includes('save'),
            node: <Link to={`${InfoPage.reportForm}?id=${row.id}`}>修改</Link>,
          },
          {
            key: 'resubmit',
            visible: row.actions.includes('resubmit'),
            node: (
              <Button type="link" size="small" onClick={() => resubmit(row)}>
                重新报送
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
