import '../styles/app.css'

// The prerendered page paints first; the application's code (React, the router, the page) is fetched and run
// right after that first frame, so script never stands between the visitor and the content.
function boot() {
  void import('./hydrate').then((m) => m.start())
}
if (document.visibilityState === 'hidden') boot()
else requestAnimationFrame(() => setTimeout(boot, 0))
