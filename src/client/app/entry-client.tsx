import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import '../styles/app.css'
import { App } from './app'
import { findRoute } from './routes'

const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// Load the current page's code first, so hydration finds it ready and the prerendered HTML stays as it is.
await findRoute(window.location.pathname).load()
if (root.firstElementChild) hydrateRoot(root, app)
else createRoot(root).render(app)
