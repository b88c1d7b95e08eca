// The amounts the tip dialog offers at one click: the usual ones that the site's tip limits allow. Any other
// amount within the limits is typed in the box beside them.
export const TIP_PRESETS = [5, 10, 20, 50] as const;

/** The presets within `min`..`max`, or the two limits themselves when none of the usual amounts fits. */
export function tipPresets(min: number, max: number): number[] {
  const fitting = TIP_PRESETS.filter((amount) => amount >= min && amount <= max);
  if (fitting.length > 0) return fitting;
  return min === max ? [min] : [min, max];
}
