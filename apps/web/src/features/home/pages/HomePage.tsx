import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import type { CenterData } from '@/features/personal/api';
import { LoginInfoCard } from '@/features/personal/components/LoginInfoCard';
import { ProfileCard } from '@/features/personal/components/ProfileCard';
import { useCenterData } from '@/features/personal/useCenterData';
import { ProposalStatsWidget, ProposalTargetWidget } from '@/features/proposal/stats/HomeWidgets';
import { CommonTools } from '../components/CommonTools';
import { MessageReminders } from '../components/MessageReminders';
import { PROPOSAL_CAROUSELS, ProposalCarousel, type ProposalCarouselKind } from '../components/ProposalCarousel';
import { QuickEntries } from '../components/QuickEntries';
import { TargetWidget } from '../components/TargetWidget';
import { NotOpen, Widget } from '../components/Widget';

/** A full-width row of proposals turning by themselves, for a user who may open the list. */
function CarouselRow({ kind }: { kind: ProposalCarouselKind }) {
  const can = useAuthority();
  if (!can(PROPOSAL_CAROUSELS[kind].perm)) return null;
  return (
    <Col xs={24}>
      <ProposalCarousel kind={kind} />
    </Col>
  );
}

/** spec 001 §2.24: office layout (also collective, unit and admin homes). */
function OfficeHome({ data }: { data: CenterData }) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Widget title="个人信息">
          <ProfileCard data={data} />
        </Widget>
      </Col>
      <Col xs={24} md={12} xl={7}>
        <QuickEntries data={data} />
      </Col>
      <Col xs={24} md={12} xl={7}>
        <Widget title="登录信息">
          <LoginInfoCard data={data} />
        </Widget>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <ProposalStatsWidget />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <NotOpen title="社情民意统计" />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <NotOpen title="会议统计" />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <NotOpen title="委员活动统计" />
      </Col>
      <Col xs={24} xl={8}>
        <MessageReminders data={data} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <NotOpen title="待办提醒" />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <NotOpen title="日程安排" />
      </Col>
      <CarouselRow kind="key" />
    </Row>
  );
}

/** spec 001 §2.24: member layout. */
function MemberHome({ data }: { data: CenterData }) {
  const t = data.targets ?? null;
  const anyDone = t && [t.proposal, t.info, t.attendActivity, t.attendMeet].some((x) => x.done !== null);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Widget title="个人信息">
          <ProfileCard data={data} />
        </Widget>
      </Col>
      <Col xs={24} md={12} xl={7}>
        <QuickEntries data={data} />
      </Col>
      <Col xs={24} md={12} xl={7}>
        <Widget title="登录信息">
          <LoginInfoCard data={data} />
        </Widget>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <ProposalTargetWidget fallbackTarget={t?.proposal ?? null} />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <TargetWidget title="社情民意目标" unit="篇" target={t?.info ?? null} />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <TargetWidget title="活动参与目标" unit="次" target={t?.attendActivity ?? null} />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <TargetWidget title="会议目标" unit="次" target={t?.attendMeet ?? null} />
      </Col>
      <Col xs={24} md={12} xl={8}>
        {anyDone ? (
          <Widget title="履职进度">
            <Empty description="履职进度见各项目标" />
          </Widget>
        ) : (
          <NotOpen title="履职进度" />
        )}
      </Col>
      <Col xs={24} md={12} xl={8}>
        <CommonTools />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <NotOpen title="履职得分" />
      </Col>
      <Col xs={24} xl={12}>
        <MessageReminders data={data} />
      </Col>
      <Col xs={24} xl={12}>
        <NotOpen title="待办事项" />
      </Col>
      <CarouselRow kind="open" />
    </Row>
  );
}

export default function HomePage() {
  const { type } = useParams();
  const { data, isLoading, isError } = useCenterData();
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
  return type === 'member' ? <MemberHome data={data} /> : <OfficeHome data={data} />;
}
