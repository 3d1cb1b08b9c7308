import { MessageCircle } from 'lucide-react'

const GREETING = "Hi! I'm interested in getting a website for my business."

/**
 * The number is written into every page by the server (a meta tag) from the site settings an admin edits
 * (CHAT_NUMBER until one is saved), again on every instance when it changes: no rebuild.
 */
function chatNumber(): string {
  if (typeof document === 'undefined') return '__CHAT_NUMBER__'
  return document.querySelector('meta[name="chat-number"]')?.getAttribute('content') ?? ''
}

export function ChatButton() {
  const href = `https://wa.me/${chatNumber()}?text=${encodeURIComponent(GREETING)}`
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us (opens in a new tab)"
      className="fixed bottom-4 right-4 z-40 inline-flex size-12 sm:bottom-5 sm:right-5 sm:size-14 items-center justify-center rounded-full bg-green-600 text-white shadow-lg transition-transform hover:scale-105 hover:bg-green-700"
    >
      <MessageCircle className="size-6 sm:size-7" aria-hidden="true" />
    </a>
  )
}
