import { PlusOutlined } from '@ant-design/icons';
import {
  type ResetPasswordResult,
  SystemPerm,
  type UserListItem,
  type UserPageQuery,
  type UserTypeValue,
  userTypeLabel,
} from '@cppcc/contracts';
import { App, Button, Card, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { maskPhone } from '@/app/format';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { DictSelect } from '@/components/DictSelect';
import { DictText } from '@/components/DictText';
import { Ellipsis } from '@/components/Ellipsis';
import { SearchModule } from '@/components/FieldConfig';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { type AdvancedField, SearchBar, type SearchValues } from '@/components/SearchBar';
import { SwitchField } from '@/components/SwitchField';
import { systemApi, systemKeys, useSystemMutation } from '../api';
import { AssignRolesModal } from '../components/AssignRolesModal';
import { LinkIdentityModal } from '../components/LinkIdentityModal';
import { OrgTreeSelect } from '../components/OrgTreeSelect';
import { PasswordResultModal } from '../components/PasswordResultModal';
import { UserFormModal, type UserFormValues, userBody } from '../components/UserFormModal';

type UserFilters = Omit<UserPageQuery, 'pageNum' | 'pageSize' | 'sort' | 'order'>;

const enabledOptions = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];

/** The 高级查询 fields; 筛选配置 lets each user keep the ones they use. */
const advancedFields: AdvancedField[] = [
  {
    name: 'userType',
    label: '用户类型',
    input: <DictSelect dict="userType" valueType="number" placeholder="请选择用户类型" aria-label="用户类型" />,
  },
  { name: 'orgId', label: '所属机构', input: <OrgTreeSelect aria-label="所属机构" /> },
  {
    name: 'enabled',
    label: '状态',
    input: <Select options={enabledOptions} placeholder="请选择状态" allowClear aria-label="状态" />,
  },
];

function toFilters(v: SearchValues): UserFilters {
  return {
    keyword: v.keyword,
    userType: v.userType as UserFilters['userType'],
    orgId: v.orgId as string | undefined,
    enabled: v.enabled as boolean | undefined,
  };
}

/** Where the temporary password went: the resetter never sees it (issue 13). */
function resetNotice(r: ResetPasswordResult, username: string) {
  return r.smsStatus === 'failed'
    ? {
        title: '密码已重置，但短信发送失败',
        content: `临时密码未能发送到“${username}”的手机 ${r.sentTo}，请检查短信通道后重新重置。`,
      }
    : {
        title: '密码已重置',
        content: `临时密码已通过短信发送到“${username}”本人的手机 ${r.sentTo}，本页不显示密码。用户下次登录时须修改密码。`,
      };
}

export default function UserPage() {
  const { message, modal } = App.useApp();
  const can = useAuthority();
  const [filters, setFilters] = useState<UserFilters>({});
  const [editing, setEditing] = useState<{ user: UserListItem | null } | null>(null);
  const [roleUser, setRoleUser] = useState<UserListItem | null>(null);
  const [linkUser, setLinkUser] = useState<UserListItem | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  const lists = [systemKeys.users];

  const add = useSystemMutation(systemApi.userAdd, lists);
  const update = useSystemMutation(systemApi.userUpdate, lists);
  const remove = useSystemMutation(systemApi.userDelete, lists);
  const enable = useSystemMutation((a: { id: string; enabled: boolean }) => systemApi.userEnable(a.id, a.enabled), lists);
  const reset = useSystemMutation(systemApi.userResetPassword, []);
  const unlock = useSystemMutation(systemApi.userUnlock, lists);
  const assign = useSystemMutation((a: { id: string; roleIds: string[] }) => systemApi.userAssignRoles(a), lists);

  const save = async (values: UserFormValues) => {
    const body = userBody(values);
    if (editing?.user) {
      await update.mutateAsync({ ...body, id: editing.user.id });
      message.success('保存成功');
      return;
    }
    const result = await add.mutateAsync(body);
    message.success('保存成功');
    if (result.password) setPassword(result.password);
  };

  const columns: KindColumn<UserListItem>[] = [
    { title: '登录名', dataIndex: 'loginName', key: 'loginName', sorter: true, width: 110, render: (v: string) => <Ellipsis text={v} /> },
    { title: '姓名', dataIndex: 'username', key: 'username', sorter: true, kind: 'person', render: (v: string) => <Ellipsis text={v} /> },
    {
      title: '用户类型',
      dataIndex: 'userType',
      key: 'userType',
      width: 100,
      render: (v: number) => userTypeLabel[v as UserTypeValue] ?? v,
    },
    { title: '性别', dataIndex: 'sex', key: 'sex', width: 60, render: (v: number | null) => <DictText dict="sex" value={v} /> },
    { title: '所属机构', dataIndex: 'orgName', key: 'orgName', kind: 'unit', render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '手机号', dataIndex: 'mobile', key: 'mobile', width: 110, render: (v: string | null) => maskPhone(v) },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 110,
      render: (v: boolean, r) => (
        <>
          {can(SystemPerm.userEnable) ? (
            <SwitchField<boolean>
              label={`${r.username}的状态`}
              value={v}
              checkedValue={true}
              uncheckedValue={false}
              checkedText="启用"
              uncheckedText="停用"
              onToggle={(enabled) => enable.mutateAsync({ id: r.id, enabled })}
              successText={(enabled) => (enabled ? '启用成功' : '停用成功')}
            />
          ) : (
            <Tag color={v ? 'green' : 'default'}>{v ? '启用' : '停用'}</Tag>
          )}
          {r.locked ? (
            <Tag color="red" style={{ marginInlineStart: 4 }}>
              已锁定
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: '最后登录',
      dataIndex: 'lastLoginAt',
      key: 'lastLoginAt',
      sorter: true,
      kind: 'datetime',
      render: (v: string | null) => formatDateTime(v),
    },
    {
      title: '操作',
      key: 'actions',
      // two buttons a line (分配角色 关联身份), the others below
      width: 170,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: SystemPerm.userEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ user: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'role',
              perm: SystemPerm.userRole,
              node: (
                <Button type="link" size="small" onClick={() => setRoleUser(r)}>
                  分配角色
                </Button>
              ),
            },
            {
              key: 'identity',
              perm: SystemPerm.userIdentity,
              node: (
                <Button type="link" size="small" onClick={() => setLinkUser(r)}>
                  关联身份
                </Button>
              ),
            },
            {
              key: 'reset',
              // administrator accounts: the security administrator; the server decides which applies
              perm: [SystemPerm.userReset, SystemPerm.userResetAdmin],
              node: (
                <Popconfirm
                  title={`确定重置“${r.username}”的密码吗？临时密码将以短信发送到本人手机。`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() =>
                    reset.mutateAsync(r.id).then(
                      (res) => {
                        const notice = resetNotice(res, r.username);
                        (res.smsStatus === 'failed' ? modal.warning : modal.success)({ ...notice, okText: '知道了' });
                      },
                      () => undefined,
                    )
                  }
                >
                  <Button type="link" size="small">
                    重置密码
                  </Button>
                </Popconfirm>
              ),
            },
            {
              key: 'unlock',
              perm: SystemPerm.userUnlock,
              visible: r.locked,
              node: (
                <Popconfirm
                  title={`确定解锁“${r.username}”吗？`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() =>
                    unlock.mutateAsync(r.id).then(
                      () => message.success('解锁成功'),
                      () => undefined,
                    )
                  }
                >
                  <Button type="link" size="small">
                    解锁
                  </Button>
                </Popconfirm>
              ),
            },
            { key: 'delete', perm: SystemPerm.userDelete, node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="姓名 / 登录名 / 手机号"
        onSearch={(v) => setFilters(toFilters(v))}
        advancedFields={advancedFields}
        searchModuleType={SearchModule.systemUser}
      />
      <DataTable<UserListItem, UserFilters>
        queryKey={systemKeys.users}
        fetch={systemApi.userPage}
        filters={filters}
        rowKey="id"
        columns={columns}
        selectionPerms={[SystemPerm.userDelete]}
        batchDelete={{ perm: SystemPerm.userDelete, onDelete: (ids) => remove.mutateAsync(ids.map(String)) }}
        toolbar={
          <Authority perm={SystemPerm.userAdd}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ user: null })}>
              新增
            </Button>
          </Authority>
        }
      />
      <UserFormModal open={!!editing} user={editing?.user} onClose={() => setEditing(null)} onSubmit={save} />
      <AssignRolesModal user={roleUser} onClose={() => setRoleUser(null)} onSubmit={(id, roleIds) => assign.mutateAsync({ id, roleIds })} />
      <LinkIdentityModal user={linkUser} onClose={() => setLinkUser(null)} />
      <PasswordResultModal password={password} onClose={() => setPassword(null)} />
    </Card>
  );
}
