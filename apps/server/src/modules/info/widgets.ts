import type { ModuleManifest } from '../../platform/module';

type Widgets = NonNullable<ModuleManifest['widgets']>;
type Todos = NonNullable<ModuleManifest['todos']>;

/** The information area's dashboard widgets and waiting work (filled by the score/desktop part). */
export const infoWidgets: Widgets = [];
export const infoTodos: Todos = [];
