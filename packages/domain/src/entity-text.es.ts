// Lo que lee la persona que presenta sobre una entidad del registro, en español: su estado y su
// tipo por código, y por qué un trámite no está disponible para ella.
import type { Translated } from './i18n/translated.ts';
import type { entityText as english } from './entity-text.ts';

export const entityText: Translated<typeof english> = {
  statuses: {
    GOOD: 'En regla',
    FILED: 'Presentado - entra en vigencia en la fecha de vigencia diferida',
    DQQ: 'En mora',
    ADISS: 'Disuelta administrativamente',
    TDISS: 'Disuelta (venció su plazo)',
    DISS3Y: 'Disuelta hace más de tres años',
    JDISS: 'Disuelta judicialmente',
    VDISS: 'Disuelta voluntariamente',
  },
  entityTypes: {
    DLLC: 'Compañía de responsabilidad limitada',
    DPC: 'Corporación',
    DNC: 'Corporación sin fines de lucro',
    DC55: 'Cooperativa (Artículo 55)',
  },
  availability: {
    notThisFilingsTransaction: 'Este trámite no se puede presentar con ese tipo de transacción.',
    otherEntityType: 'Este trámite es para otro tipo de entidad.',
    reportWindowOpensOn: (opensOn: string) =>
      `El próximo informe periódico se puede presentar a partir del ${opensOn}.`,
  },
};

export type { EntityText } from './entity-text.ts';
