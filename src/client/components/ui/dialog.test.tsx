import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '../confirm-dialog-body'
import { FormDialog } from '../form-dialog'
import { Button } from './button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './dialog'

/** A page's own button opening a dialog by state, as this site's pages do (no Dialog.Trigger). */
function Opener({
  onCloseAutoFocus,
  removeOpenerOnClose = false,
}: {
  onCloseAutoFocus?: (e: Event) => void
  removeOpenerOnClose?: boolean
}) {
  const [open, setOpen] = useState(false)
  const [gone, setGone] = useState(false)
  return (
    <>
      <button type="button">Before</button>
      {!gone && (
        <button type="button" onClick={() => setOpen(true)}>
          Open details
        </button>
      )}
      <button type="button" onClick={() => setOpen(true)}>
        Open details again
      </button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o)
          if (!o && removeOpenerOnClose) setGone(true)
        }}
      >
        <DialogContent {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
          <DialogTitle>Details</DialogTitle>
          <DialogDescription>What the dialog says.</DialogDescription>
          <input aria-label="Note" />
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </>
  )
}

/** Focuses the opener as a keyboard would, and presses it. */
async function openFrom(name: string) {
  const opener = screen.getByRole('button', { name })
  opener.focus()
  fireEvent.click(opener)
  await screen.findByRole('dialog')
  // The focus has moved into the dialog.
  await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true))
  return opener
}

async function closed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe('a dialog closed gives the focus back to the control that opened it', () => {
  it('closed by Escape', async () => {
    render(<Opener />)
    const opener = await openFrom('Open details')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await closed()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('closed by its Close button', async () => {
    render(<Opener />)
    const opener = await openFrom('Open details')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await closed()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('closed by Cancel', async () => {
    render(<Opener />)
    const opener = await openFrom('Open details')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await closed()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('opened again from another control, gives the focus back to that one', async () => {
    render(<Opener />)
    await openFrom('Open details')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await closed()
    // Opened a second time: the first opening's control is not remembered.
    const opener = await openFrom('Open details again')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await closed()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it("leaves the focus where the page's own onCloseAutoFocus puts it", async () => {
    const elsewhere = vi.fn((e: Event) => {
      e.preventDefault()
      screen.getByRole('button', { name: 'Before' }).focus()
    })
    render(<Opener onCloseAutoFocus={elsewhere} />)
    await openFrom('Open details')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await closed()
    await waitFor(() => expect(elsewhere).toHaveBeenCalledTimes(1))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }))
  })

  it('does not fail when the control that opened it has gone', async () => {
    render(<Opener removeOpenerOnClose />)
    await openFrom('Open details')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await closed()
    expect(screen.queryByRole('button', { name: 'Open details' })).toBeNull()
    // Nothing detached holds the focus.
    await waitFor(() => expect(document.activeElement?.isConnected).toBe(true))
  })
})

describe('the shared dialogs give the focus back too', () => {
  it('FormDialog, closed by Escape', async () => {
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Add a coupon
          </button>
          <FormDialog
            open={open}
            onOpenChange={setOpen}
            title="New coupon"
            description="A code customers type."
          >
            <input aria-label="Code" />
          </FormDialog>
        </>
      )
    }
    render(<Page />)
    const opener = await openFrom('Add a coupon')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    await closed()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('ConfirmDialog, closed by Cancel', async () => {
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete item
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete this item?"
            question="It cannot be brought back."
            confirmLabel="Delete"
            pendingLabel="Deleting"
            pending={false}
            onConfirm={() => setOpen(false)}
          />
        </>
      )
    }
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Delete item' })
    opener.focus()
    fireEvent.click(opener)
    await screen.findByRole('alertdialog')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('ConfirmDialog, closed by its confirm button', async () => {
    function Page() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Delete item
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete this item?"
            question="It cannot be brought back."
            confirmLabel="Delete"
            pendingLabel="Deleting"
            pending={false}
            onConfirm={() => setOpen(false)}
          />
        </>
      )
    }
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Delete item' })
    opener.focus()
    fireEvent.click(opener)
    await screen.findByRole('alertdialog')
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
