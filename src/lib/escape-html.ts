/**
 * Text made safe for a library that writes it with innerHTML (ApexCharts' tooltip, for one): the
 * five characters that can open markup or end an attribute become entities, so the text shows as
 * written and never becomes an element. React escapes by itself; this is for what bypasses it.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
