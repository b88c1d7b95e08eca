// Browser APIs antd uses that jsdom does not implement, each reduced to the least antd needs.

// antd's responsive grid and helpers ask the browser about media queries; jsdom has no matchMedia.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

// antd's form batches field watchers in a macrotask through MessageChannel, which jsdom lacks: a timer stands in.
if (typeof globalThis.MessageChannel !== 'function') {
  class TimerMessageChannel {
    port1: { onmessage: ((e: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

// Tabs, text areas, dropdowns and drawers watch their size; jsdom lays nothing out, so nothing ever resizes.
if (typeof globalThis.ResizeObserver !== 'function') {
  class StillResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: StillResizeObserver });
}

// Drawers measure the scrollbar through ::-webkit-scrollbar styles; jsdom implements no pseudo-elements.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

export {};
