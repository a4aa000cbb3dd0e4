/** WhatsApp's pricing categories in words (the keys of a campaign's `stats.billable` and `stats.free`). */
const CATEGORIES: Record<string, string> = {
  marketing: 'Marketing templates',
  marketing_lite: 'Marketing templates (lite)',
  utility: 'Utility templates',
  authentication: 'Authentication templates',
  authentication_international: 'Authentication templates (international rate)',
  service: 'Service replies',
  referral_conversion: 'Replies from an ad (free entry point)',
  unknown: 'Category not reported',
};

/** A pricing category in words; an unknown one reads as its words ("some_kind" → "Some kind"). */
export function pricingCategoryText(category: string): string {
  if (CATEGORIES[category]) return CATEGORIES[category];
  const words = category.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The rows of the campaign page's "WhatsApp billing by category" table: each category with its billable
 * and free counts, most billable first. Empty when Meta reported no pricing yet.
 */
export function pricingRows(
  billable: Record<string, number> | undefined,
  free: Record<string, number> | undefined,
): { category: string; billable: number; free: number }[] {
  const categories = new Set([...Object.keys(billable ?? {}), ...Object.keys(free ?? {})]);
  return [...categories]
    .map((category) => ({
      category,
      billable: billable?.[category] ?? 0,
      free: free?.[category] ?? 0,
    }))
    .sort((a, b) => b.billable - a.billable || b.free - a.free);
}
