import { Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useDesktopWidgets } from '@/app/widgets/desktop';
import { useHomeData } from '@/app/widgets/homeData';
import { fillRows } from '@/app/widgets/layout';
import type { HomeData, HomeLayout } from '@/app/widgets/types';
import { featureWidgets } from '@/features';

/**
 * The widgets of one layout that the server gave the user (spec 001 §2.24), in their order. A key the
 * server lists without a component here (an area's web part not built yet) shows nothing.
 */
function HomeGrid({ layout, data, given }: { layout: HomeLayout; data: HomeData; given: Set<string> }) {
  const shown = featureWidgets
    .flatMap((w) => {
      const at = w.homes[layout];
      return at && given.has(w.key) ? [{ w, at }] : [];
    })
    .sort((a, b) => a.at.order - b.at.order);
  const xl = fillRows(shown.map(({ at }) => at.size.xl));
  const md = fillRows(shown.map(({ at }) => at.size.md ?? 24));
  return (
    <Row gutter={[16, 16]}>
      {shown.map(({ w }, i) => (
        <Col key={w.key} xs={24} md={md[i]} xl={xl[i]}>
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
  const home = useHomeData();
  const widgets = useDesktopWidgets();
  if (home.isError || widgets.isError)
    return (
      <Card>
        <Empty
          description={
            <span role="alert">
              首页数据加载失败
              <br />
              <Button
                type="link"
                onClick={() => {
                  if (home.isError) void home.refetch();
                  if (widgets.isError) void widgets.refetch();
                }}
              >
                重试
              </Button>
            </span>
          }
        />
      </Card>
    );
  if (!home.data || !widgets.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  return <HomeGrid layout={type === 'member' ? 'member' : 'office'} data={home.data} given={new Set(widgets.data.map((w) => w.key))} />;
}
