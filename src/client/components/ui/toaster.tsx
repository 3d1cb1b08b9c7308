import { dismissToast, useToasts } from '../../lib/toast'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'

export function Toaster() {
  const items = useToasts()
  return (
    <ToastProvider>
      {items.map((t) => (
        <Toast
          key={t.id}
          open={t.open}
          variant={t.variant}
          {...(t.duration ? { duration: t.duration } : {})}
          onOpenChange={(open) => !open && dismissToast(t.id)}
        >
          <div className="grid gap-1">
            {t.title && <ToastTitle>{t.title}</ToastTitle>}
            {t.description && <ToastDescription>{t.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
