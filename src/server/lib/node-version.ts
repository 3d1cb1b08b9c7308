/** The oldest Node.js major the server runs on (package.json `engines`). */
export const MIN_NODE_MAJOR = 24

/** A one-line reason to refuse to start on this Node.js version, or null when it is recent enough. */
export function nodeVersionProblem(version: string = process.versions.node): string | null {
  const major = Number.parseInt(version.replace(/^v/, ''), 10)
  if (Number.isInteger(major) && major >= MIN_NODE_MAJOR) return null
  return `SiteCraft needs Node.js ${MIN_NODE_MAJOR} or newer; this is Node.js ${version}.`
}
