import {
  CollectiveType,
  collectiveTypeLabel,
  loginNameSchema,
  type OssFile,
  optionalEmail,
  optionalMobile,
  type UserListItem,
  UserType,
  userTypeLabel,
} from '@cppcc/contracts';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { DictRadioGroup } from '@/components/DictRadioGroup';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { PhotoUploader } from '@/components/upload';
import { useUserDetail } from '../api';
import { zodRule } from '../zodRule';
import { OrgTreeSelect } from './OrgTreeSelect';

export interface UserFormValues {
  loginName: string;
  username: string;
  userType: 1 | 2 | 3 | 4;
  collectiveType?: number | null;
  orgId?: string | null;
  mobile?: string | null;
  email?: string | null;
  sex?: 1 | 2 | null;
  duty?: string | null;
  /** 照片: the uploaded picture; saved as avatarFileId */
  photo?: OssFile | null;
}

/** What the add and update calls take: the photo goes as its file id; null removes it, an untouched empty field leaves it. */
export function userBody(values: UserFormValues) {
  const { photo, ...rest } = values;
  return photo === undefined ? rest : { ...rest, avatarFileId: photo?.id ?? null };
}

export const userTypeOptions = Object.entries(userTypeLabel).map(([value, label]) => ({ value: Number(value), label }));
export const collectiveTypeOptions = Object.values(CollectiveType).map((value) => ({
  value,
  label: collectiveTypeLabel[value] ?? String(value),
}));

export interface UserFormModalProps {
  open: boolean;
  /** the user being edited; none = add */
  user?: UserListItem | null;
  onClose: () => void;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
}

export function UserFormModal({ open, user, onClose, onSubmit }: UserFormModalProps) {
  const [form] = Form.useForm<UserFormValues>();
  const userType = Form.useWatch('userType', form);
  // the list row has no photo: the detail brings it (spec 000 §2 photo uploader)
  const detail = useUserDetail(open && user ? user.id : undefined);
  const photo = detail.data?.avatar ?? null;
  useEffect(() => {
    if (open && photo) form.setFieldValue('photo', photo);
  }, [open, photo, form]);
  const initialValues: Partial<UserFormValues> = user
    ? {
        loginName: user.loginName,
        username: user.username,
        userType: user.userType as UserFormValues['userType'],
        collectiveType: user.collectiveType,
        orgId: user.orgId ?? undefined,
        mobile: user.mobile,
        email: user.email,
        sex: (user.sex as 1 | 2 | null) ?? undefined,
        duty: user.duty,
      }
    : { userType: UserType.staff };
  return (
    <FormModal<UserFormValues>
      open={open}
      title={user ? '编辑用户' : '新增用户'}
      form={form}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(values) => onSubmit({ ...values, collectiveType: values.userType === UserType.collective ? values.collectiveType : null })}
      successText={null}
    >
      <FormItem label="登录名" name="loginName" required rules={[zodRule(loginNameSchema)]}>
        <Input maxLength={32} placeholder="请输入登录名" />
      </FormItem>
      <FormItem label="姓名" name="username" required rules={[{ max: 50, message: '姓名不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入姓名" />
      </FormItem>
      <FormItem label="用户类型" name="userType" required>
        <Select options={userTypeOptions} placeholder="请选择用户类型" />
      </FormItem>
      {userType === UserType.collective && (
        <FormItem label="集体用户类型" name="collectiveType" required>
          <Select options={collectiveTypeOptions} placeholder="请选择集体用户类型" />
        </FormItem>
      )}
      <FormItem label="所属机构" name="orgId" choice>
        <OrgTreeSelect />
      </FormItem>
      <FormItem label="手机号" name="mobile" rules={[zodRule(optionalMobile)]}>
        <Input maxLength={11} placeholder="请输入手机号" />
      </FormItem>
      <FormItem label="电子邮箱" name="email" rules={[zodRule(optionalEmail)]}>
        <Input maxLength={128} placeholder="请输入电子邮箱" />
      </FormItem>
      <FormItem label="性别" name="sex">
        <DictRadioGroup dict="sex" valueType="number" />
      </FormItem>
      <FormItem label="职务" name="duty" rules={[{ max: 100, message: '职务不能超过100个字' }]}>
        <Input maxLength={100} placeholder="请输入职务" />
      </FormItem>
      <FormItem label="照片" name="photo">
        <PhotoUploader disabled={!!user && detail.isLoading} />
      </FormItem>
    </FormModal>
  );
}
