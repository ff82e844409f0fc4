import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { useHomeData } from '@/app/widgets/homeData';
import { placeholderWidgets } from '@/app/widgets/placeholders';
import type { DashboardWidget, HomeData, HomeLayout } from '@/app/widgets/types';
import { featureWidgets } from '@/features';

/** Every widget a feature declares (features/<area>/widgets.tsx) and the shell's placeholders for areas not built yet. */
const allWidgets: DashboardWidget[] = [...featureWidgets, ...placeholderWidgets];

/** The widgets of one layout the user may see, in their order (spec 001 §2.24). */
function HomeGrid({ layout, data }: { layout: HomeLayout; data: HomeData }) {
  const can = useAuthority();
  const shown = allWidgets
    .flatMap((w) => {
      const at = w.homes[layout];
      return at && (!w.perm || can(w.perm)) ? [{ w, at }] : [];
    })
    .sort((a, b) => a.at.order - b.at.order);
  return (
    <Row gutter={[16, 16]}>
      {shown.map(({ w, at }) => (
        <Col key={w.key} xs={24} md={at.size.md} xl={at.size.xl}>
          <Suspense fallback={<Card size="small" loading style={{ height: '100%' }} />}>
            <w.Component data={data} layout={layout} title={w.title} />
          </Suspense>
        </Col>
      ))}
    </Row>
  );
}

/** home/member for members, home/office (also the collective, unit and admin homes) for everyone else. */
export default function HomePage() {
  const { type } = useParams();
  const { data, isLoading, isError } = useHomeData();
  if (isLoading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (isError || !data)
    return (
      <Card>
        <Empty description="首页数据加载失败，请刷新重试" />
      </Card>
    );
  return <HomeGrid layout={type === 'member' ? 'member' : 'office'} data={data} />;
}
