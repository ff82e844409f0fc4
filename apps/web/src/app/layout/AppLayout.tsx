import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useAppStore } from '../store';
import { MessageBell } from './MessageBell';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import './layout.css';

const { Header, Sider, Content } = Layout;

export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const breadcrumb = useAppStore((s) => s.breadcrumb);
  const loading = useAppStore((s) => s.loading);
  const loadingTip = useAppStore((s) => s.loadingTip);
  const pageTitle = useAppStore((s) => s.pageTitle);
  const crumbs = breadcrumb.length ? breadcrumb : [{ name: pageTitle, path: undefined }];

  return (
    <Layout className="app-shell">
      <Sider width={224} collapsible collapsed={collapsed} trigger={null} className="app-sider">
        <Link to="/" className="app-brand" onClick={(e) => e.preventDefault()}>
          <span className="app-brand-mark">政</span>
          {!collapsed && <span className="app-brand-name">政协履职服务平台</span>}
        </Link>
        <SideMenu collapsed={collapsed} />
      </Sider>
      <Layout>
        <Header className="app-header">
          <Space size={12}>
            <Button
              type="text"
              aria-label={collapsed ? '展开菜单' : '收起菜单'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
            <Breadcrumb items={crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.name}</Link> : c.name }))} />
          </Space>
          <Space size={20}>
            <MessageBell />
            <UserMenu />
          </Space>
        </Header>
        <Content className="app-content">
          <Spin spinning={loading} description={loadingTip || undefined}>
            <Outlet />
          </Spin>
        </Content>
      </Layout>
    </Layout>
  );
}
