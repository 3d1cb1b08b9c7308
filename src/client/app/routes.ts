import { index, route, type RouteConfig } from '@react-router/dev/routes'

/**
 * Every address and the route module that answers it (React Router's route config, read by its build and
 * development server only). What each page's head says, which are prerendered and which show live data is in
 * pages.ts.
 */
export default [
  index('routes/landing.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('support', 'routes/support.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.tsx'),
  route('admin-login', 'routes/admin-login.tsx'),
  route('cfo-login', 'routes/cfo-login.tsx'),
  route('account-setup', 'routes/account-setup.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('payment-success', 'routes/payment-success.tsx'),
  route('project-setup', 'routes/project-setup.tsx'),
  route('demo', 'routes/demo.tsx'),
  // A signed-in area: one route for all its sections, so moving between them keeps the guard and the frame.
  route('dashboard/:section?', 'areas/dashboard.tsx'),
  // A project's own page, under its area's guard: the client's and the studio's.
  route('dashboard/projects/:id', 'areas/dashboard-project.tsx'),
  route('admin/:section?', 'areas/admin.tsx'),
  route('admin/projects/:id', 'areas/admin-project.tsx'),
  route('cfo-dashboard', 'areas/finance.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
