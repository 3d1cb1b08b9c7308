import { useMutation } from '@tanstack/react-query'
import type { CreditNoteSummary } from '../../../../shared/contracts/billing'
import { apiRequest } from '../../../lib/api-client'
import { saveBlob } from './download-invoice'

/** The credit note's PDF from the address the list gives, fetched with the bearer token. */
export async function fetchCreditNotePdf(note: Pick<CreditNoteSummary, 'pdfUrl'>): Promise<Blob> {
  return (await apiRequest('GET', note.pdfUrl)).blob()
}

export function useDownloadCreditNote() {
  return useMutation({
    mutationFn: async (note: Pick<CreditNoteSummary, 'pdfUrl' | 'number'>) => {
      saveBlob(await fetchCreditNotePdf(note), `credit-note-${note.number}.pdf`)
    },
  })
}
