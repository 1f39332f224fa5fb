// The demo residents as the studio's persona chooser lists them (GET /__studio/personas).
import { PERSONAS } from '../../sandbox/db/seed/personas';
import type { PersonaKey } from './preview-gateway';

/** A persona as the studio's chooser lists it. */
export interface StudioPersona {
  readonly key: PersonaKey;
  readonly name: string;
  readonly email: string;
  readonly customerId: string | null;
  /** The persona's main property: the one a fixture replays at when it names none (its selectedPropertyId). */
  readonly propertyId: string | null;
}

export const isPersona = (key: string | undefined): key is PersonaKey =>
  key !== undefined && Object.hasOwn(PERSONAS, key);

export function studioPersonas(): StudioPersona[] {
  return (Object.keys(PERSONAS) as PersonaKey[]).map((key) => {
    const persona = PERSONAS[key];
    return {
      key,
      name: `${persona.givenName} ${persona.surname}`,
      email: persona.email,
      customerId: persona.customerId,
      propertyId: 'propertyId' in persona ? persona.propertyId : null,
    };
  });
}
