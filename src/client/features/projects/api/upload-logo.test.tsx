import { describe, expect, it } from 'vitest'
import { UPLOAD_MESSAGES } from '../../../../shared/contracts/uploads'
import { logoFileProblem } from './upload-logo'

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' })

describe('logoFileProblem', () => {
  it("refuses a file name the server would refuse, with the server's message", () => {
    expect(logoFileProblem(png('logo\u0007.png'))).toBe(UPLOAD_MESSAGES.name)
    expect(logoFileProblem(png('Logo Café 😀.png'))).toBeNull()
  })
})
