import { InfoPage, type InfoRow } from '@cppcc/contracts';
import { Card } from 'antd';
import { Link } from 'react-router';
import { InfoTable } from '../components/InfoTable';
import { infoReportApi, infoReportKeys } from './api';

/** 已审信息 (/info/check/finish/page): items the caller reviewed or edited, wherever they are now. */
export default function CheckFinishedPage() {
  return (
    <Card>
      <InfoTable<InfoRow>
        queryKey={infoReportKeys.finished}
        fetch={infoReportApi.finishedPage}
        columns={['title', 'type', 'reporter', 'unit', 'reportTime', 'state']}
        actions={(row) => [{ key: 'detail', node: <Link to={InfoPage.detail(row.id)}>详情</Link> }]}
      />
    </Card>
  );
}
