import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ButtonProps } from 'antd';
import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';

export interface BackButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** where to go when the page was opened directly (nothing to go back to); '/' by default */
  fallback?: string;
  /** replaces the navigation, e.g. to close a drawer first */
  onBack?: () => void;
  text?: string;
}

/** spec 001 §2.27: the back button of detail and form pages. */
export function BackButton({ fallback = '/', onBack, text = '返回', ...props }: BackButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (onBack) return onBack();
    // 'default' is the key of the entry the app was opened on: going back would leave the app
    if (location.key === 'default') navigate(fallback);
    else navigate(-1);
  };
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={back} {...props}>
      {text}
    </Button>
  );
}
