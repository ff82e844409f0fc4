import { HomeOutlined } from '@ant-design/icons';
import { type MenuNode, ShellPage } from '@cppcc/contracts';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { breadcrumbFor, menuUrl } from '../router/menu';
import { useAppStore } from '../store';
import { menuIcon } from './menuIcon';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[], user: Parameters<typeof menuUrl>[1]): Item[] {
  return [...nodes]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((n): Item[] => {
      if (n.menuType === 'directory') {
        const children = toItems(n.children ?? [], user);
        return children.length ? [{ key: `dir:${n.id}`, label: n.name, icon: menuIcon(n.icon), children }] : [];
      }
      const url = menuUrl(n.url, user);
      if (n.menuType !== 'menu' || !url) return [];
      return [{ key: url, label: n.name, icon: menuIcon(n.icon) }];
    });
}

/** The side menu, from the user's menu tree: directories open, menus navigate (then `onNavigate`, e.g. to close a drawer). */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const menu = useAppStore((s) => s.menu);
  const user = useAppStore((s) => s.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = useMemo(() => {
    const list = toItems(menu, user);
    // the dashboard is always there, even when no menu names it
    const home = user ? ShellPage.homeOf(user.homeType) : null;
    const hasHome = home && JSON.stringify(list).includes(`"${home}"`);
    return home && !hasHome ? [{ key: home, label: '首页', icon: <HomeOutlined /> } as Item, ...list] : list;
  }, [menu, user]);

  const selected = useMemo(() => {
    const crumbs = breadcrumbFor(menu, pathname, undefined, user);
    const last = crumbs?.filter((c) => c.path).pop();
    return last?.path ?? pathname;
  }, [menu, pathname, user]);

  const openKeys = useMemo(() => {
    const keys: string[] = [];
    const walk = (nodes: MenuNode[], above: string[]): boolean =>
      nodes.some((n) => {
        if (n.menuType === 'menu' && menuUrl(n.url, user) === selected) {
          keys.push(...above);
          return true;
        }
        return walk(n.children ?? [], n.menuType === 'directory' ? [...above, `dir:${n.id}`] : above);
      });
    walk(menu, []);
    return keys;
  }, [menu, selected, user]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={collapsed ? undefined : openKeys}
      onClick={({ key }) => {
        if (!key.startsWith('/')) return;
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
