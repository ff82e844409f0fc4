/**
 * antd's icons label themselves with their English file names (`<span role="img"
 * aria-label="file-word">`), so a screen reader reads a button as 「file-word 导出汇编」 and an
 * icon-only button as "close". Nothing English may reach a user: an icon beside words is
 * decoration and is hidden from assistive technology; an icon alone names its control in Chinese
 * (the common names below, else 图标). An icon given its own label by the page keeps it.
 */
const CHINESE: Record<string, string> = {
  close: '关闭',
  'close-circle': '清除',
  search: '搜索',
  delete: '删除',
  edit: '编辑',
  plus: '新增',
  minus: '减少',
  reload: '刷新',
  setting: '设置',
  bell: '消息',
  user: '用户',
  left: '上一页',
  right: '下一页',
  'double-left': '向前',
  'double-right': '向后',
  down: '展开',
  up: '收起',
  ellipsis: '更多',
  more: '更多',
  'question-circle': '帮助',
  'info-circle': '说明',
  eye: '显示',
  'eye-invisible': '隐藏',
  download: '下载',
  upload: '上传',
  inbox: '上传',
  copy: '复制',
  check: '确定',
  fullscreen: '全屏',
  'fullscreen-exit': '退出全屏',
  'menu-fold': '收起菜单',
  'menu-unfold': '展开菜单',
  logout: '退出登录',
  home: '首页',
  calendar: '日期',
  'clock-circle': '时间',
  swap: '切换',
  'arrow-left': '返回',
  'arrow-up': '上移',
  'arrow-down': '下移',
  holder: '拖动',
  filter: '筛选',
  'caret-up': '升序',
  'caret-down': '降序',
  'zoom-in': '放大',
  'zoom-out': '缩小',
  'rotate-left': '向左旋转',
  'rotate-right': '向右旋转',
  loading: '加载中',
  'paper-clip': '附件',
  file: '文件',
};

const ARROWS = '[class*="submenu-expand-icon"], [class*="submenu-arrow"], .ant-select-arrow';

function hasOwnText(icon: Element): boolean {
  const parent = icon.parentElement;
  if (!parent) return false;
  // the words of the control the icon sits in (antd wraps a button's icon in a span of its own)
  const holder = parent.classList.contains('ant-btn-icon') ? (parent.parentElement ?? parent) : parent;
  for (const node of holder.childNodes) {
    if (node === icon || node === parent) continue;
    if ((node.textContent ?? '').trim()) return true;
  }
  return false;
}

export function labelIcon(icon: Element): void {
  const label = icon.getAttribute('aria-label');
  const name = [...icon.classList].find((c) => c.startsWith('anticon-'))?.slice('anticon-'.length);
  // only the English name antd put there is replaced
  if (!label || !name || label !== name) return;
  // a sub-menu's or a select's arrow: the control already says it opens (aria-haspopup, aria-expanded)
  if (hasOwnText(icon) || icon.closest(ARROWS)) {
    icon.removeAttribute('aria-label');
    icon.setAttribute('aria-hidden', 'true');
  } else icon.setAttribute('aria-label', CHINESE[name] ?? '图标');
}

function labelWithin(root: ParentNode): void {
  if (root instanceof Element && root.matches('.anticon[role="img"][aria-label]')) labelIcon(root);
  for (const icon of root.querySelectorAll('.anticon[role="img"][aria-label]')) labelIcon(icon);
}

/** Labels every icon now in the document and every icon added later. */
export function installIconLabels(root: HTMLElement = document.body): () => void {
  labelWithin(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof Element) labelWithin(r.target);
      for (const node of r.addedNodes) if (node instanceof Element) labelWithin(node);
    }
  });
  // aria-label too: React puts an icon's attributes back when it re-renders it
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
