import { AuthApi, DEFAULT_APP_CODE, type LoginResult, type MenuNode, MessageApi, Msg, ShellPage, SystemApi } from '@cppcc/contracts';
import { api } from '../api/client';
import { notify } from '../feedback';
import { closeRealtime, connectRealtime } from '../realtime';
import { firstMenuPath, pathAfterMenus } from '../router/menu';
import { goTo } from '../router/navigator';
import { useAppStore } from '../store';

/** Shell calls are not the page's: a navigation must not cancel them. */
const shell = { detached: true } as const;
const appCode = { 'App-Code': DEFAULT_APP_CODE };

/**
 * An SM2 (C1C3C2) encrypter with the server's current public key and a
 * one-time nonce: each cipher text holds {nonce, ts, password} and the server
 * accepts the nonce once, within minutes, so a captured cipher text cannot be
 * replayed. Fetch one encrypter per submission (its fields share the nonce).
 */
export async function passwordEncrypter(): Promise<(plain: string) => string> {
  // the cipher (sm-crypto and its big-number library) loads beside the key, not with the sign-in page
  const [{ publicKey, cipherMode, nonce }, { sm2 }] = await Promise.all([
    api.get<{ publicKey: string; cipherMode: 1; nonce: string }>(AuthApi.publicKey, undefined, shell),
    import('sm-crypto'),
  ]);
  return (plain) => sm2.doEncrypt(JSON.stringify({ nonce, ts: Date.now(), password: plain }), publicKey, cipherMode ?? 1);
}

/** SM2 cipher text of one password. */
export async function encryptPassword(plain: string): Promise<string> {
  return (await passwordEncrypter())(plain);
}

/** Menus, button permissions and the unread count of the signed-in user (001 §2.2, §7.1). */
export async function loadSessionData(): Promise<MenuNode[]> {
  const [menu, perms, unread] = await Promise.all([
    api.get<MenuNode[]>(`/${SystemApi.menuCurrent}`, undefined, { ...shell, headers: appCode }),
    api.get<string>(`/${SystemApi.menuPermission}`, undefined, { ...shell, headers: appCode }),
    api.get<number>(MessageApi.unreadCount, undefined, { ...shell, silent: true }).catch(() => 0),
  ]);
  const s = useAppStore.getState();
  s.setMenu(menu ?? [], firstMenuPath(menu ?? [], s.user));
  s.setAuthorityBtns(
    (perms ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );
  s.setUnreadCount(typeof unread === 'number' ? unread : 0);
  return menu ?? [];
}

/**
 * After any sign-in: keep the session, load menus, then go to the wanted page
 * or the first menu path. A user without menus has no business here.
 */
export async function completeLogin(result: LoginResult, redirect?: string | null): Promise<boolean> {
  const s = useAppStore.getState();
  s.setSession(result);
  const menu = await loadSessionData();
  if (!menu.length) {
    notify.warning(Msg.noSystemPermission);
    await api.get(AuthApi.logout('current'), undefined, { ...shell, silent: true }).catch(() => undefined);
    useAppStore.getState().clearSession();
    return false;
  }
  connectRealtime();
  if (result.isUpdatePwd) {
    goTo(ShellPage.changePassword, { replace: true });
    return true;
  }
  const current = window.location.pathname + window.location.search;
  const next = pathAfterMenus({ current, redirect, firstPath: useAppStore.getState().firstPath, refresh: false });
  if (next) goTo(next, { replace: true });
  return true;
}

export async function logout(): Promise<void> {
  await api.get(AuthApi.logout('current'), undefined, { ...shell, silent: true }).catch(() => undefined);
  closeRealtime();
  useAppStore.getState().clearSession();
  goTo(ShellPage.login, { replace: true });
}

/** 切换身份: the same person's other identity; menus change with it. */
export async function switchIdentity(userId: string): Promise<void> {
  const result = await api.post<LoginResult>(AuthApi.switchUser, { userId }, shell);
  closeRealtime();
  useAppStore.getState().setSession(result);
  const menu = await loadSessionData();
  if (!menu.length) {
    notify.warning(Msg.noSystemPermission);
    return;
  }
  connectRealtime();
  goTo(result.isUpdatePwd ? ShellPage.changePassword : useAppStore.getState().firstPath || ShellPage.homeOf(result.user.homeType), {
    replace: true,
  });
}
