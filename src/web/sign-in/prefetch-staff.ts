/**
 * The staff app's files, fetched once the form is on screen and the browser is idle, so that the page after the
 * sign-in comes from the cache. The build writes their names into `<meta name="staff-files">` (vite.config.ts).
 */
export function prefetchStaffApp(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="staff-files"]')?.content.split(' ') ?? [];
  const fetchAll = () => {
    for (const href of files.filter(Boolean)) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'prefetch', href, as: 'script', crossOrigin: '' });
      document.head.append(link);
    }
  };
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(fetchAll, { timeout: 3000 }) : setTimeout(fetchAll, 500);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
