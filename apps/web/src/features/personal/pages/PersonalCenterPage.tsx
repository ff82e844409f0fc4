import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useHomeData } from '@/app/widgets/homeData';
import { AvatarEditor } from '../components/AvatarEditor';
import { ElderlyModeCard } from '../components/ElderlyModeCard';
import { LoginInfoCard } from '../components/LoginInfoCard';
import { ProfileCard } from '../components/ProfileCard';

export default function PersonalCenterPage() {
  const { data, isLoading, isError } = useHomeData();
  if (isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (isError || !data)
    return (
      <Card>
        <Empty description="个人信息加载失败，请刷新重试" />
      </Card>
    );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card title="个人信息">
          <ProfileCard data={data} column={{ xs: 1, md: 2 }} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="头像" style={{ marginBottom: 16 }}>
          <AvatarEditor />
        </Card>
        <Card title="登录信息" style={{ marginBottom: 16 }}>
          <LoginInfoCard data={data} />
        </Card>
        <ElderlyModeCard />
      </Col>
    </Row>
  );
}
