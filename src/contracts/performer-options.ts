// The performer profile option lists, defined once. Forms render them, zod validates with them,
// GET /user-additional serves them and search filters on them. Values are what the API stores and accepts;
// labels are what people read.

/** "under_140", "140_142", ... "over_190": 18 bands of height in centimetres. */
export const heights = [
  'under_140', '140_142', '143_145', '146_148', '149_151', '152_154', '155_157', '158_160', '161_163',
  '164_166', '167_169', '170_172', '173_175', '176_178', '179_181', '182_184', '185_190', 'over_190',
] as const;

/** 22 bands of weight in kilograms, from "under_40" to "over_100". */
export const weights = [
  'under_40', '40_42', '43_45', '46_48', '49_51', '52_54', '55_57', '58_60', '61_63', '64_66', '67_69',
  '70_72', '73_75', '76_78', '79_81', '82_84', '85_87', '88_90', '91_93', '94_96', '97_100', 'over_100',
] as const;

/** 12 age bands, from "18_19" to "over_50". */
export const ages = ['18_19', '20_22', '23_25', '26_28', '29_31', '32_34', '35_37', '38_40', '41_43', '44_46', '47_50', 'over_50'] as const;

export const bodyTypes = ['fit', 'slim', 'curvy', 'large', 'toned', 'petite', 'ripped', 'tanned', 'runner', 'swimmer', 'muscular', 'gymBody'] as const;

export const ethnicities = [
  'asian', 'white', 'latino', 'hispanic', 'black or african america', 'american indian or alaska native',
  'native hawaiian or other pacific islander',
] as const;

export const buttSizes = ['x-large', 'large', 'medium', 'small'] as const;

export const hairColours = ['red', 'yellow', 'blond', 'black', 'brown', 'white', 'brunet', 'blue', 'green', 'pink', 'ginger', 'multiColored'] as const;

export const eyeColours = ['blue', 'brown', 'green', 'amber', 'gray', 'hazel', 'red'] as const;

export const performerGenders = ['male', 'female', 'transgender'] as const;

export const sexualOrientations = ['straight', 'lesbian', 'gay', 'bisexual', 'transgender'] as const;

/** Every list by the field name it fills on a performer (and the query parameter that filters on it). */
export const performerOptionLists = {
  height: heights,
  weight: weights,
  age: ages,
  bodyType: bodyTypes,
  ethnicity: ethnicities,
  butt: buttSizes,
  hair: hairColours,
  eyes: eyeColours,
  gender: performerGenders,
  sexualOrientation: sexualOrientations,
} as const;

export type PerformerOptionField = keyof typeof performerOptionLists;
export const performerOptionFields = Object.keys(performerOptionLists) as PerformerOptionField[];

export const optionFieldLabels: Record<PerformerOptionField, string> = {
  height: 'Height',
  weight: 'Weight',
  age: 'Age',
  bodyType: 'Body type',
  ethnicity: 'Ethnicity',
  butt: 'Butt size',
  hair: 'Hair colour',
  eyes: 'Eye colour',
  gender: 'Gender',
  sexualOrientation: 'Sexual orientation',
};

/** "under_140" -> "Under 140 cm", "18_19" -> "18-19", "gymBody" -> "Gym body". */
export function optionLabel(field: PerformerOptionField, value: string): string {
  const unit = field === 'height' ? ' cm' : field === 'weight' ? ' kg' : '';
  const under = /^under_(\d+)$/.exec(value);
  if (under) return `Under ${under[1]}${unit}`;
  const over = /^over_(\d+)$/.exec(value);
  if (over) return `Over ${over[1]}${unit}`;
  const band = /^(\d+)_(\d+)$/.exec(value);
  if (band) return `${band[1]}-${band[2]}${unit}`;
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
