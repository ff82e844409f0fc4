import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Drawer, Grid, Layout, Space, Spin } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useAppStore } from '../store';
import { MessageBell } from './MessageBell';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';
import { useLoadPreferences } from './useLoadPreferences';
import './layout.css';

const { Header, Sider, Content } = Layout;

function Brand({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <Link to="/" className="app-brand" onClick={(e) => e.preventDefault()} tabIndex={-1}>
      <span className="app-brand-mark">政</span>
      {!collapsed && <span className="app-brand-name">政协履职服务平台</span>}
    </Link>
  );
}

/** Keyboard users reach the page without tabbing through the whole menu first. */
function SkipToContent() {
  return (
    <button type="button" className="app-skip" onClick={() => document.getElementById('app-main')?.focus()}>
      跳到主要内容
    </button>
  );
}

/**
 * The signed-in frame. The page itself scrolls (the window), while the sider and the header stay put (sticky), so
 * the router's scroll restoration (router/index.tsx) brings each new page to its top and back/forward to where the
 * user was. Below the md breakpoint (a phone) the menu moves into a drawer behind a button.
 */
export function AppLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const phone = Grid.useBreakpoint().md === false;
  const ready = useLoadPreferences();
  const breadcrumb = useAppStore((s) => s.breadcrumb);
  const loading = useAppStore((s) => s.loading);
  const loadingTip = useAppStore((s) => s.loadingTip);
  const pageTitle = useAppStore((s) => s.pageTitle);
  const crumbs = breadcrumb.length ? breadcrumb : [{ name: pageTitle, path: undefined }];

  // the first sign-in on this PC waits for the user's look, so the shell never paints in the wrong one
  if (!ready)
    return (
      <div className="app-preparing">
        <Spin />
      </div>
    );

  return (
    <Layout className={phone ? 'app-shell app-phone' : 'app-shell'}>
      <SkipToContent />
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={264}
          closable={false}
          className="app-drawer"
          title={null}
          aria-label="导航菜单"
        >
          <Brand />
          <SideMenu collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Sider width={224} collapsible collapsed={collapsed} trigger={null} className="app-sider">
          <Brand collapsed={collapsed} />
          <nav className="app-sider-menu" aria-label="导航菜单">
            <SideMenu collapsed={collapsed} />
          </nav>
        </Sider>
      )}
      <Layout className="app-main">
        <Header className="app-header">
          <Space size={phone ? 4 : 12} className="app-header-left">
            {phone ? (
              <Button type="text" aria-label="打开菜单" icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} />
            ) : (
              <Button
                type="text"
                aria-label={collapsed ? '展开菜单' : '收起菜单'}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed(!collapsed)}
              />
            )}
            {phone ? (
              <span className="app-header-title">{crumbs[crumbs.length - 1]?.name}</span>
            ) : (
              <Breadcrumb items={crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.name}</Link> : c.name }))} />
            )}
          </Space>
          <Space size={phone ? 8 : 20} className="app-header-right">
            <MessageBell />
            <UserMenu />
          </Space>
        </Header>
        <Content className="app-content" id="app-main" tabIndex={-1}>
          <Spin spinning={loading} description={loadingTip || undefined}>
            <Outlet />
          </Spin>
        </Content>
      </Layout>
    </Layout>
  );
}
