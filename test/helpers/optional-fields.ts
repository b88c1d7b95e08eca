// Which fields of a form its contract lets a person leave empty, so a label says "(optional)" exactly when the
// API takes the body without that field. A field is optional when its schema accepts nothing, null or an empty
// string; a default the server fills in only counts when the value under it may be empty too (a choice with a
// default, like who can watch, is always answered, so it is not "optional" to the person filling in the form).
// The form tests compare each form's labels with this reading of its contract schema.
import type { z } from 'zod';

const BLANKS: readonly unknown[] = [undefined, null, ''];

type AnyObject = z.ZodObject<z.ZodRawShape>;

function underDefault(field: z.ZodType): z.ZodType {
  const def = field.def as { type: string; innerType?: z.ZodType };
  return def.type === 'default' && def.innerType ? def.innerType : field;
}

/** Whether a person may leave this field empty by its schema. */
export function isOptionalField(field: z.ZodType): boolean {
  const checked = underDefault(field);
  return BLANKS.some((blank) => checked.safeParse(blank).success);
}

/** The names of the fields of `schema` a person may leave empty. */
export function optionalFieldsOf(schema: AnyObject): Set<string> {
  return new Set(Object.entries(schema.shape).filter(([, field]) => isOptionalField(field as z.ZodType)).map(([name]) => name));
}
