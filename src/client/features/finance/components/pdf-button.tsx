import { FileDown } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/error-message'
import { toast } from '../../../lib/toast'
import { useDownloadFile } from '../api/download-file'

/** A document's PDF, fetched with the bearer token and saved as `filename` (or the server's name). */
export function PdfButton({ url, filename, label }: { url: string; filename: string; label: string }) {
  const download = useDownloadFile()
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto px-0"
      disabled={download.isPending}
      aria-label={label}
      onClick={() =>
        download.mutate(
          { url, fallbackName: filename },
          {
            onError: (err) =>
              toast({
                title: 'Download failed',
                description: errorMessage(err, 'The PDF could not be downloaded. Please try again.'),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {download.isPending ? (
        <Spinner label="Downloading" className="[&>span:first-child]:size-4" />
      ) : (
        <FileDown aria-hidden="true" />
      )}
      PDF
    </Button>
  )
}
