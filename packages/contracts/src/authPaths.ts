// The sign-in and session paths, in a file without schemas: the sign-in page loads it before anything else, and a schema here would bring the validation library into its first download (scripts/bundle-budget.mjs).

/** Sign-in and session calls (served by the sso module), relative to the API prefix. */
export const AuthApi = {
  /** GET: the SM2 public key and a one-time nonce */
  publicKey: '/sso/public-key',
  login: '/sso/login',
  /** GET; the web signs out its own session with 'current' */
  logout: (id: string) => `/sso/logout/${encodeURIComponent(id)}`,
  /** GET; '-' tells the server to take the refresh token from its cookie */
  refreshToken: (refreshToken: string) => `/sso/refresh/token/${encodeURIComponent(refreshToken)}`,
  switchUser: '/sso/switch/user',
  /** POST with ?mobile&scene */
  smsCodeSend: '/sso/verification/code/send',
  smsLogin: '/sso/verification/code/login',
  /** GET: a new sign-in QR code */
  qrcode: '/sso/qrcode',
  qrcodeQuery: '/sso/qrcode/query',
  qrcodeScan: '/sso/qrcode/scan',
  qrcodeConfirm: '/sso/qrcode/confirm',
  /** POST: a URL `access_token` exchanged for a session */
  iamLogin: '/sso/iam/login',
  /** POST: one's own password (old and new) */
  changePassword: '/system/user/update/password',
} as const;
