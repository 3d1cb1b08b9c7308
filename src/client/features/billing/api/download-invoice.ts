import { useMutation } from '@tanstack/react-query'
import { endpointUrl } from '../../../../shared/contracts/endpoint'
import { INVOICE_PDF_PATH, type InvoiceSummary } from '../../../../shared/contracts/billing'
import { apiRequest } from '../../../lib/api-client'

/** The invoice's PDF, fetched with the bearer token (a plain link would carry none). */
export async function fetchInvoicePdf(id: number): Promise<Blob> {
  return (await apiRequest('GET', endpointUrl({ path: INVOICE_PDF_PATH }, { id }))).blob()
}

/** Hands a fetched file to the browser as a download under `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.rel = 'noopener'
  document.body.append(a)
  a.click()
  a.remove()
  // The browser has started reading the file by now; the address is released a little later to be safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: Pick<InvoiceSummary, 'id' | 'number'>) => {
      saveBlob(await fetchInvoicePdf(invoice.id), `invoice-${invoice.number}.pdf`)
    },
  })
}
