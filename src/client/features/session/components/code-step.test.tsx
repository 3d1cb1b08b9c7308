import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CodeStep } from './code-step'

function renderStep(props: Partial<Parameters<typeof CodeStep>[0]> = {}) {
  const onVerify = vi.fn(async () => false)
  render(
    <CodeStep
      email="ada@example.com"
      verifying={false}
      resending={false}
      resendSecondsLeft={0}
      expired={false}
      onVerify={onVerify}
      onChangeEmail={() => {}}
      onResend={() => {}}
      {...props}
    />,
  )
  return { onVerify }
}

describe('the sign-in code step', () => {
  it('promises ten minutes while the code is fresh', () => {
    renderStep()
    expect(screen.getByText(/It expires in 10 minutes/)).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says so once the code has expired, instead of still promising ten minutes', () => {
    renderStep({ expired: true })
    expect(screen.getByRole('status').textContent).toBe('That code has expired: send a new one below.')
    expect(screen.queryByText(/It expires in 10 minutes/)).toBeNull()
  })

  it('checks the code against the shared contract before calling the server', async () => {
    const { onVerify } = renderStep()
    fireEvent.change(screen.getByLabelText('Sign-in code'), { target: { value: '12ab' } })
    fireEvent.click(screen.getByRole('button', { name: /Verify and sign in/ }))
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy())
    expect(onVerify).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Sign-in code'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: /Verify and sign in/ }))
    await waitFor(() => expect(onVerify).toHaveBeenCalledWith('123456'))
  })
})
