import { useMutation } from '@tanstack/react-query';
import { Card, Space, Switch, Typography } from 'antd';
import { notify } from '@/app/feedback';
import { updatePreferences, usePreferenceStore, usePreferences } from '@/app/layout/preferences';
import { useAppStore } from '@/app/store';

/** 适老化模式: the member turns it on here; every page follows at once, and on any PC the member signs in to. */
export function ElderlyModeCard() {
  const userId = useAppStore((s) => s.user?.userId);
  const prefs = usePreferences();
  const save = useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      if (userId) usePreferenceStore.getState().remember(userId, saved);
      notify.success(saved.elderlyMode ? '已开启适老化模式' : '已关闭适老化模式');
    },
  });
  const checked = save.isPending && save.variables ? save.variables.elderlyMode : prefs.elderlyMode;
  return (
    <Card title="适老化模式">
      <Space align="start" size={16}>
        <Switch
          id="elderly-mode"
          checked={checked}
          loading={save.isPending}
          onChange={(on) => save.mutate({ ...prefs, elderlyMode: on })}
          aria-describedby="elderly-mode-tip"
          aria-label="适老化模式"
        />
        <div>
          <label htmlFor="elderly-mode">
            <Typography.Text strong>{checked ? '已开启' : '未开启'}</Typography.Text>
          </label>
          <Typography.Paragraph id="elderly-mode-tip" type="secondary" style={{ margin: '4px 0 0' }}>
            开启后，全平台使用更大的字号和按钮、更高的文字对比度，在其他电脑登录时同样生效。
          </Typography.Paragraph>
        </div>
      </Space>
    </Card>
  );
}
