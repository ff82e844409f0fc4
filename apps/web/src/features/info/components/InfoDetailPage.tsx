import { InfoPage } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Result, Space, Spin } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/BackButton';
import { infoReportApi, infoReportKeys } from '../report/api';
import { InfoDetailView } from './InfoDetailView';
import { useInfoRefresh } from './InfoTable';

/** /info/infoDetail/{id}: the item as the caller may see it, with the steps the server offers the caller now. */
export default function InfoDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const refresh = useInfoRefresh();
  const q = useQuery({ queryKey: infoReportKeys.detail(id), queryFn: () => infoReportApi.detail(id), enabled: !!id });
  const back = <BackButton fallback={InfoPage.reportList} />;
  if (q.isLoading) return <Spin style={{ display: 'block', padding: 48 }} />;
  const item = q.data;
  if (!item) return <Result status="404" title="信息不存在或无权查看" extra={back} />;
  const can = (a: string) => item.actions.includes(a);
  const buttons = (
    <Space wrap>
      {can('save') && <Link to={`${InfoPage.reportForm}?id=${item.id}`}>修改</Link>}
      {can('resubmit') && (
        <Button
          size="small"
          type="primary"
          onClick={() =>
            modal.confirm({
              title: '重新报送',
              content: `确定将《${item.title}》重新报送吗？`,
              onOk: async () => {
                await infoReportApi.resubmit(item.id);
                message.success('报送成功');
                await refresh();
              },
            })
          }
        >
          重新报送
        </Button>
      )}
      {can('pass') && (
        <>
          <Button size="small" type="primary" onClick={() => navigate(`${InfoPage.checkForm(item.flowId ?? 'all')}?id=${item.id}`)}>
            审核
          </Button>
          <Button size="small" onClick={() => navigate(`${InfoPage.checkForm(item.flowId ?? 'all', true)}?id=${item.id}`)}>
            修改并审核
          </Button>
        </>
      )}
      {back}
    </Space>
  );
  return <InfoDetailView item={item} extra={buttons} />;
}
