import type { WidgetProps } from '@/app/widgets/types';
import { Widget } from '@/app/widgets/WidgetCard';
import { LoginInfoCard } from '../components/LoginInfoCard';

/** 登录信息 on the home. */
export default function LoginInfoWidget({ data }: WidgetProps) {
  return (
    <Widget title="登录信息">
      <LoginInfoCard data={data} />
    </Widget>
  );
}
