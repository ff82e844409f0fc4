import type { ModuleManifest } from '../platform/module';
import { activityModule } from './activity';
import { dailyOfficeModule } from './dailyOffice';
import { exportModule } from './export';
import { infoModule } from './info';
import { intellectModule } from './intellect';
import { meetModule } from './meet';
import { meetActivityModule } from './meetActivity';
import { memberModule } from './member';
import { messageModule } from './message';
import { newsModule } from './news';
import { officedocModule } from './officedoc';
import { ossModule } from './oss';
import { personalModule } from './personal';
import { proposalModule } from './proposal';
import { selectorModule } from './selector';
import { smsModule } from './sms';
import { ssoModule } from './sso';
import { studyModule } from './study';
import { systemModule } from './system';

/** Every business area, in seed order (the system module creates the roles others grant menus to). */
export const manifests: ModuleManifest[] = [
  systemModule,
  memberModule,
  ssoModule,
  messageModule,
  smsModule,
  personalModule,
  ossModule,
  exportModule,
  officedocModule,
  selectorModule,
  activityModule,
  meetModule,
  meetActivityModule,
  studyModule,
  newsModule,
  dailyOfficeModule,
  infoModule,
  intellectModule,
  proposalModule,
];
