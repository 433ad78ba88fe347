// Spanish text of the persons-forming step.
import type { Translated } from '@registrar/domain';
import type english from './formation-step.en.ts';

export default {
  steps: {
    formation: {
      typeOfPerson: 'Tipo de persona',
      trust: 'Fideicomiso',
      stateOrOther: 'Estado u otro',
      estate: 'Sucesión',
      trustsName: 'Nombre del fideicomiso',
      statesName: 'Nombre del estado',
      estatesName: 'Nombre de la sucesión',
      anyOrganisationsName: 'Nombre de la entidad, fideicomiso, estado o sucesión',
      name: 'Nombre',
      address: 'Dirección',
      addAnother: 'Agregar otra persona',
    },
  },
} as const satisfies Translated<typeof english>;
