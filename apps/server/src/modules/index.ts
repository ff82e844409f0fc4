import type { ModuleManifest } from '../platform/module';
import { memberModule } from './member';
import { messageModule } from './message';
import { personalModule } from './personal';
import { smsModule } from './sms';
import { ssoModule } from './sso';
import { systemModule } from './system';

/** Every business area, in seed order (the system module creates the roles others grant menus to). */
export const manifests: ModuleManifest[] = [systemModule, memberModule, ssoModule, messageModule, smsModule, personalModule];
