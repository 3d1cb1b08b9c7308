import { createConnection } from 'node:net'
import { testEnv } from './config'

/** Whether a Redis server answers at `url` (TEST_REDIS_URL by default) within half a second. */
export function redisAnswers(url = testEnv.redisUrl): Promise<boolean> {
  const u = new URL(url)
  return new Promise((resolve) => {
    const socket = createConnection({ host: u.hostname, port: Number(u.port || 6379) })
    socket.setTimeout(500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}
