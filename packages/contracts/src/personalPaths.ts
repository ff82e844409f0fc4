// The shell's pages and the personal centre's paths, in a file without schemas (see authPaths.ts).

/** The signed-in user's own data, relative to the API prefix. */
export const PersonalApi = {
  /** GET: the personal centre of a user, member or collective */
  centreData: (kind: 'user' | 'member' | 'collective') => `/personal/center/${kind}/data`,
  /** GET */
  avatar: '/personal/avatar',
  avatarUpdate: '/personal/avatar/update',
  /** GET */
  preferences: '/personal/preferences',
  preferencesUpdate: '/personal/preferences/update',
  /** POST: the advanced-filter fields of a list */
  searchConfigAdd: '/personal/search/config/add',
  /** GET ?searchModuleType */
  searchConfigDetail: '/personal/search/config/detail',
} as const;

/** The shell's own pages, which every signed-in user may open (sign-in and 404 need no session). */
export const ShellPage = {
  login: '/login',
  notFound: '/404',
  qrConfirm: '/qrcode/confirm',
  /** the dashboards' route: '/home/' + SessionUser.homeType */
  home: '/home/:type',
  /** the dashboard of one kind of user */
  homeOf: (type: string) => `/home/${type}`,
  /** a menu url that means the user's own dashboard */
  ownHome: '/home',
  message: '/message',
  personalCenter: '/personal/center',
  changePassword: '/personal/password',
} as const;
