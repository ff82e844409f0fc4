import type { WidgetProps } from '@/app/widgets/types';
import { Widget } from '@/app/widgets/WidgetCard';
import { ProfileCard } from '../components/ProfileCard';

/** 个人信息 on the home. */
export default function ProfileWidget({ data }: WidgetProps) {
  return (
    <Widget title="个人信息">
      <ProfileCard data={data} />
    </Widget>
  );
}
