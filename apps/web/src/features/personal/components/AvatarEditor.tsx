import { PHOTO_MODULE } from '@cppcc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Skeleton, Typography } from 'antd';
import { useAppStore } from '@/app/store';
import { CroppedImageUploader } from '@/components/upload';
import { fetchAvatar, updateAvatar } from '../api';

export const avatarKey = ['personal', 'avatar'] as const;

/**
 * 头像: one's own picture, chosen, cropped 1:1 and uploaded as a JPEG (module photo),
 * then saved at once through POST /personal/avatar/update. The personal centre,
 * the home page and the header show the new picture.
 */
export function AvatarEditor() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const avatar = useQuery({ queryKey: avatarKey, queryFn: fetchAvatar });
  const save = useMutation({
    mutationFn: updateAvatar,
    onSuccess: async (next) => {
      client.setQueryData(avatarKey, next);
      useAppStore.setState((s) => (s.user ? { user: { ...s.user, avatar: next.url } } : {}));
      message.success(next.file ? '头像已更新' : '头像已删除');
      await client.invalidateQueries({ queryKey: ['personal', 'center'] });
    },
  });
  if (avatar.isLoading) return <Skeleton.Avatar active size={96} shape="square" />;
  return (
    // the picture takes the width of this box (the uploader shows a crop at most 1080×520)
    <div style={{ width: 200 }}>
      <CroppedImageUploader
        module={PHOTO_MODULE}
        aspect={1}
        value={avatar.data?.file ?? null}
        disabled={save.isPending}
        onChange={(file) => save.mutate(file?.id ?? null)}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        支持 jpg、png 格式，选择后按 1:1 裁剪
      </Typography.Paragraph>
    </div>
  );
}
