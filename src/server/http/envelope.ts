// The success answer every route sends: `{ status: 0, data }`. `0` is typed as the literal so a handler's
// answer matches its `envelope(...)` response schema (`status: z.literal(0)`).
export const ok = <T>(data: T) => ({ status: 0 as const, data });
