import { fireEvent, render, screen, within } from '@testing-library/react'
import { Inbox } from 'lucide-react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type DataColumn, DataTable } from './data-table'

interface Row {
  id: number
  name: string
  amount: number
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Row ${i + 1}`,
  amount: i * 10,
}))

const COLUMNS: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => r.amount,
    align: 'right',
    sortable: true,
    sortDescFirst: true,
  },
  { id: 'note', header: 'Note', cell: () => '—' },
]

const common = {
  caption: 'Things',
  columns: COLUMNS,
  rowKey: (r: Row) => r.id,
  isPending: false,
  error: null,
  onRetry: () => {},
  loadingLabel: 'Loading things',
  errorFallback: 'The things could not be loaded.',
  empty: { icon: Inbox, title: 'Nothing yet', description: 'Things appear here.' },
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Things' }))
    .getAllByRole('row')
    .slice(1)

describe('DataTable', () => {
  it('pages rows in the browser when the server does not', () => {
    render(<DataTable {...common} rows={ROWS} />)
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    expect(screen.getByText('Page 3 of 3')).toBeTruthy()
    expect(bodyRows().map((r) => r.firstChild!.textContent)).toEqual(['Row 21', 'Row 22', 'Row 23'])
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true)
  })

  it("shows the server's page and asks it for another", () => {
    const onPageChange = vi.fn()
    render(
      <DataTable
        {...common}
        rows={ROWS.slice(10, 20)}
        paging={{ page: 2, pageSize: 10, total: 23, onPageChange }}
      />,
    )
    expect(bodyRows()).toHaveLength(10)
    expect(bodyRows()[0]!.firstChild!.textContent).toBe('Row 11')
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }))
    expect(onPageChange).toHaveBeenLastCalledWith(1)
  })

  it('asks the server for another order from a sortable header, and marks the current one', () => {
    function Sorted() {
      const [sort, setSort] = useState('name')
      return <DataTable {...common} rows={ROWS.slice(0, 3)} sorting={{ sort, onSortChange: setSort }} />
    }
    render(<Sorted />)
    const table = screen.getByRole('table', { name: 'Things' })
    const header = (name: RegExp) => within(table).getByRole('columnheader', { name })
    expect(header(/Name/).getAttribute('aria-sort')).toBe('ascending')
    expect(header(/Amount/).getAttribute('aria-sort')).toBe('none')
    expect(header(/Note/).getAttribute('aria-sort')).toBeNull()
    expect(within(header(/Note/)).queryByRole('button')).toBeNull()
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }))
    expect(header(/Name/).getAttribute('aria-sort')).toBe('descending')
    // A column that sorts largest first starts there.
    fireEvent.click(within(table).getByRole('button', { name: 'Amount' }))
    expect(header(/Amount/).getAttribute('aria-sort')).toBe('descending')
    expect(header(/Name/).getAttribute('aria-sort')).toBe('none')
    fireEvent.click(within(table).getByRole('button', { name: 'Amount' }))
    expect(header(/Amount/).getAttribute('aria-sort')).toBe('ascending')
  })

  it('has no sort buttons without server sorting', () => {
    render(<DataTable {...common} rows={ROWS.slice(0, 3)} />)
    expect(within(screen.getByRole('table', { name: 'Things' })).queryAllByRole('button')).toEqual([])
  })

  it('shows the wait, the failure and the empty list', () => {
    const onRetry = vi.fn()
    const { rerender } = render(<DataTable {...common} rows={undefined} isPending />)
    expect(screen.getByRole('status').textContent).toContain('Loading things')
    rerender(<DataTable {...common} rows={undefined} error={new Error('500: Down')} onRetry={onRetry} />)
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: /Try again/ }))
    expect(onRetry).toHaveBeenCalled()
    rerender(<DataTable {...common} rows={[]} />)
    expect(screen.getByText('Nothing yet')).toBeTruthy()
  })

  it('opens a row from its first cell by keyboard, and from a click on the row', () => {
    const onRowOpen = vi.fn()
    render(
      <DataTable
        {...common}
        rows={ROWS.slice(0, 2)}
        onRowOpen={onRowOpen}
        rowLabel={(r) => `Open ${r.name}`}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open Row 2' }))
    expect(onRowOpen).toHaveBeenLastCalledWith(ROWS[1])
    fireEvent.click(within(bodyRows()[0]!).getByText('0'))
    expect(onRowOpen).toHaveBeenLastCalledWith(ROWS[0])
    expect(onRowOpen).toHaveBeenCalledTimes(2)
  })

  it('gives narrow screens a card per row', () => {
    render(<DataTable {...common} rows={ROWS.slice(0, 2)} card={(r) => <p>Card {r.name}</p>} />)
    const cards = screen.getByRole('list', { name: 'Things' })
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Card Row 1', 'Card Row 2'])
  })
})
