import { z } from 'zod';
import { listOrEmpty } from './null-as-empty';

/** Education levels (docs/behaviour.md#entity-organization). */
export const EDUCATION_LEVELS = [
  'Preschool',
  'Kindergarten',
  'Elementary',
  'Middle',
  'High',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a #rrggbb colour');
const numericString = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a numeric string');

/**
 * An organization: the district, a school or the intranet (docs/behaviour.md#entity-organization).
 */
export const organizationSchema = z.object({
  id: z.string(),
  title: z.string(),
  abbreviation: z.string(),
  parentOrganization: z.object({ id: z.string() }).nullable().default(null),
  status: z.string(),
  /** GeoJSON FeatureCollection, as a string. */
  boundaryMapCoordinates: z.string().nullable().default(null),
  location: z.object({ lat: numericString, lon: numericString }).nullable().default(null),
  educationLevels: listOrEmpty(z.enum(EDUCATION_LEVELS)),
  gradeLevels: listOrEmpty(z.string()),
  administrators: listOrEmpty(z.string()),
  feederOrganizations: listOrEmpty(z.string()),
  instructionTypes: listOrEmpty(z.string()),
  offerings: listOrEmpty(z.string()),
  uniqueOfferings: listOrEmpty(z.string()),
  address: z
    .object({
      zip: z.string(),
      city: z.string(),
      state: z.string(),
      street1: z.string(),
      street2: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
  hours: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  website: z.string().nullable().default(null),
  facebook: z.string().nullable().default(null),
  instagram: z.string().nullable().default(null),
  twitter: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  enrollment: z.string().nullable().default(null),
  elevatorPitch: z.string().nullable().default(null),
  exteriorPhotoUrl: z.string().nullable().default(null),
  fax: z.string().nullable().default(null),
  mission: z.string().nullable().default(null),
  openSeats: z.string().nullable().default(null),
  schoolType: z.string().nullable().default(null),
  tagline: z.string().nullable().default(null),
  vision: z.string().nullable().default(null),
  yearFounded: z.string().nullable().default(null),
  awardsHonors: z.string().nullable().default(null),
  logoImageUrl: z.string().nullable().default(null),
  mascotImageUrl: z.string().nullable().default(null),
  primaryColor: hexColor,
  secondaryColor: hexColor,
});
export type Organization = z.infer<typeof organizationSchema>;
