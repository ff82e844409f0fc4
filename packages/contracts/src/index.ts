export * from './auth';
export * from './codes';
export * from './menu';
export * from './messages';
export * from './paging';
export * from './people';
