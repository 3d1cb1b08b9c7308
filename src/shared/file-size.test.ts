import { expect, it } from 'vitest'
import { formatFileSize } from './file-size'

it('writes a file size as people read it', () => {
  expect(formatFileSize(820)).toBe('820 bytes')
  expect(formatFileSize(34 * 1024 + 100)).toBe('34 KB')
  expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB')
  expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB')
})
