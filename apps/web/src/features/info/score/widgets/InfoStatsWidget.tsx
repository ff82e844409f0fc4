import { InfoScorePage } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { Widget, WidgetLoadFailed } from '@/app/widgets/WidgetCard';
import { scoreApi, scoreKeys } from '../api';

/** 社情民意统计 on the office home: this year's items, what waits for adoption, what was adopted. */
export default function InfoStatsWidget() {
  const q = useQuery({ queryKey: scoreKeys.overview, queryFn: scoreApi.overview, staleTime: 30_000, retry: false });
  const d = q.data;
  return (
    <Widget title="社情民意统计" extra={<Link to={InfoScorePage.desktop}>信息工作台</Link>}>
      {q.isError ? (
        <WidgetLoadFailed what="社情民意统计" onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Row gutter={[8, 12]}>
          <Col span={12}>
            <Statistic title={`${d.year}年报送`} value={d.reported} suffix="条" />
          </Col>
          <Col span={12}>
            <Statistic title="待采用" value={d.toAdopt} suffix="条" />
          </Col>
          <Col span={12}>
            <Statistic title="已采用" value={d.adopted} suffix="条" />
          </Col>
          <Col span={12}>
            <Statistic title="上级采用" value={d.upperAdopted} suffix="条" />
          </Col>
        </Row>
      )}
    </Widget>
  );
}
