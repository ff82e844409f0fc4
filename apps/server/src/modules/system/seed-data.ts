/** Demo accounts printed at start (issue: usernames exactly as listed). */
export const demoAccounts = [
  { loginName: 'admin', label: '系统管理员' },
  { loginName: 'secadmin', label: '安全管理员' },
  { loginName: 'auditadmin', label: '审计管理员' },
  { loginName: 'tian', label: '提案委员会办公室工作人员' },
  { loginName: 'xinxi', label: '信息处工作人员' },
  { loginName: 'weiyuan', label: '委员' },
  { loginName: 'jiti', label: '集体用户（党派）' },
  { loginName: 'chengban', label: '承办单位' },
] as const;
