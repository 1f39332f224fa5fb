/** repairs.md §9: raised dates are sent as YYYY-MM-DDTHH:mm:ss (the resident's wall-clock time). */
export function raisedDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
