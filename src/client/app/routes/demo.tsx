import { DemoDashboard } from '../../features/demo/components/demo-dashboard'

/** The demo client dashboard: sample data, no sign-in and no calls. */
export default function DemoPage() {
  return <DemoDashboard />
}
