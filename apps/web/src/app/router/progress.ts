import NProgress from 'nprogress';

// nprogress's own template gives the bar role="bar", no ARIA role: the bar only decorates a page change that the
// page's own loading state already tells, so it is hidden from assistive technology and found by its class
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export const progress = {
  start: () => NProgress.start(),
  done: () => NProgress.done(),
};
