// Browser APIs antd uses that jsdom does not implement. Each stand-in does the least antd needs.

// antd's responsive grid asks the browser about media queries; jsdom has no matchMedia.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's form batches watchers in a macrotask through MessageChannel, which jsdom lacks: a timer stands in.
if (typeof globalThis.MessageChannel !== 'function') {
  class TimerMessageChannel {
    port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// antd watches element sizes (tabs, text areas); jsdom lays nothing out, so there is nothing to report.
if (typeof globalThis.ResizeObserver !== 'function') {
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
}

export {};
