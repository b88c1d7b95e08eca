// One day of the earnings chart: what the page reads from the API and both halves of the chart draw.
export interface DailyNet {
  /** YYYY-MM-DD (UTC) */
  date: string;
  net: number;
}
