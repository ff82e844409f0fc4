import NProgress from 'nprogress';

NProgress.configure({ showSpinner: false, trickleSpeed: 120 });

export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
