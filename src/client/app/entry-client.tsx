import '../styles/app.css'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// A signed-in page's session and data are asked for while the application's code is still on its way: in a
// built page by the head's own first script (boot-inline.ts), on the development server's page from here.
if (import.meta.env.DEV) void import('./boot-requests').then((m) => m.startBootRequests(window.location))

// The prerendered page paints first; the application's code is fetched and run right after that first frame,
// so script never stands between the visitor and the content. React DOM and the application are evaluated in
// separate tasks, so neither holds the main thread long enough to delay a tap.
function boot() {
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./hydrate'))
    .then((m) => m.start())
}
if (document.visibilityState === 'hidden') boot()
else requestAnimationFrame(() => setTimeout(boot, 0))
