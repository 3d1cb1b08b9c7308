import { MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { STEPPED_ASIDE, useStepsAside } from '../hooks/use-keep-clear'
import { cn } from '../lib/utils'

const GREETING = "Hi! I'm interested in getting a website for my business."

/**
 * The number is written into every page by the server (a meta tag) from the site settings an admin edits
 * (CHAT_NUMBER until one is saved), again on every instance when it changes: no rebuild.
 */
function chatNumber(): string {
  if (typeof document === 'undefined') return '__CHAT_NUMBER__'
  return document.querySelector('meta[name="chat-number"]')?.getAttribute('content') ?? ''
}

/**
 * The floating chat button, in the corner a phone's thumb reaches. It fades out of the way while a primary
 * control, a total or a guarantee (`keepClear`) passes beneath it, so it never hides what a person came to press.
 */
export function ChatButton() {
  const [button, setButton] = useState<HTMLAnchorElement | null>(null)
  const aside = useStepsAside(button)
  const href = `https://wa.me/${chatNumber()}?text=${encodeURIComponent(GREETING)}`
  return (
    <a
      ref={setButton}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us (opens in a new tab)"
      className={cn(
        'fixed bottom-4 right-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-green-600 text-white shadow-lg transition-[opacity,transform] duration-150 hover:scale-105 hover:bg-green-700 sm:bottom-5 sm:right-5 sm:size-14',
        aside && STEPPED_ASIDE,
      )}
    >
      <MessageCircle className="size-6 sm:size-7" aria-hidden="true" />
    </a>
  )
}
