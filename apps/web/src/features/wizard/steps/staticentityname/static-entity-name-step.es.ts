// Spanish text of the static entity-name step of reinstatement and cure.
import type { Translated } from '@registrar/domain';
import type english from './static-entity-name-step.en.ts';

export default {
  steps: {
    staticentityname: {
      checkUnavailable:
        'No se pudo revisar el nombre en este momento. Vuelva a intentarlo más tarde.',
      formationDate: 'Fecha de formación',
      dissolutionDate: 'Fecha de disolución',
      currentName: 'Nombre actual',
      nameAfter: 'Nombre después del trámite «{{filing}}»',
      checking: 'Revisando…',
      newName: 'Nombre nuevo, si el nombre actual ya no está disponible',
      newNameHint: 'Opcional. Déjelo en blanco para conservar el nombre actual.',
      statute: 'Ley',
      statuteHint:
        'La ley bajo la cual existía la entidad antes de disolverse, de 3 a 25 caracteres.',
    },
  },
} as const satisfies Translated<typeof english>;
