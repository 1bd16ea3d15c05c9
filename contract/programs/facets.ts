// Facet shapes shared by both operations: count items (v2), facet groups and name/value pairs (v1).
import { z } from 'zod';
import { list, text } from '../lenient';

/** v2 facet option. XML element: ItemCount. */
export const countItemSchema = z.object({
  Item: text,
  Count: z.number().int(),
  Value: text,
  IsSelected: z.boolean(),
});
export type CountItem = z.infer<typeof countItemSchema>;

/** v1 facet option: like a count item without IsSelected. XML element: ItemCount. */
export const facetItemSchema = z.object({
  Item: text,
  Count: z.number().int(),
  Value: text,
});
export type FacetItem = z.infer<typeof facetItemSchema>;

/** v1 facet group: applied values (UndoList) and values still available (FilterList). */
export const facetGroupSchema = z.object({
  UndoList: list(facetItemSchema),
  FilterList: list(facetItemSchema),
});
export type FacetGroup = z.infer<typeof facetGroupSchema>;

/** v1 name/value pair. XML element: Dimension. */
export const nameValueSchema = z.object({
  Name: text,
  Value: text,
});
/** @public The type of a NameValue, for clients of the contract. */
export type NameValue = z.infer<typeof nameValueSchema>;
