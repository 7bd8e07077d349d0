import { z } from 'zod';

/** A profile's fields as every console answer shows them (the member page, the answering screen, the fictional editor). */
export const consoleProfileFields = {
  date_of_birth: z.string(),
  country: z.string().nullable(),
  gender: z.string().nullable(),
  sexuality: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  hair_color: z.string().nullable(),
  eye_color: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  tattoos: z.string().nullable(),
  reason: z.string().nullable(),
  about: z.string().nullable(),
  interests: z.array(z.string()),
};
