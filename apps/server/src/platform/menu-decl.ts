/** A menu entry a module declares. `roles` are the demo roles granted it by the seed. */
export interface MenuDecl {
  /** stable key, unique across modules: 'system.user', 'system.user.add' */
  key: string;
  name: string;
  type: 'directory' | 'menu' | 'button';
  url?: string;
  permission?: string;
  icon?: string;
  sort?: number;
  roles?: string[];
  /** top-level entries only: attach under a menu another module declares (e.g. 'system') */
  parentKey?: string;
  children?: MenuDecl[];
}
