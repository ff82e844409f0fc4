import { Card } from 'antd';
import type { ReactNode } from 'react';

export interface FormCardProps {
  title?: ReactNode;
  /** right of the title, e.g. a BackButton */
  extra?: ReactNode;
  /** buttons under the form, centred (保存 / 取消 …) */
  footer?: ReactNode;
  loading?: boolean;
  children: ReactNode;
  className?: string;
}

/** spec 001 §2.27: the card that frames a form or a detail section on a page. */
export function FormCard({ title, extra, footer, loading, children, className }: FormCardProps) {
  return (
    <Card
      variant="borderless"
      className={['form-card', className].filter(Boolean).join(' ')}
      title={title ? <span style={{ borderInlineStart: '3px solid #1677ff', paddingInlineStart: 8 }}>{title}</span> : undefined}
      extra={extra}
      loading={loading}
      style={{ marginBottom: 16 }}
    >
      {children}
      {footer ? (
        <div className="form-card-footer" style={{ display: 'flex', justifyContent: 'center', gap: 12, marginTop: 24 }}>
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
