// Spanish text of the shares step.
import type { Translated } from '@registrar/domain';
import type english from './shares-step.en.ts';

export default {
  steps: {
    shares: {
      legend: 'La corporación está autorizada a emitir (marque al menos una opción)',
      commonShares: 'Acciones comunes',
      commonSharesHint:
        'Acciones con derecho de voto ilimitado que tienen derecho a recibir el patrimonio neto de la corporación cuando se disuelva.',
      numberOfShares: 'Número de acciones comunes',
      numberOfSharesHint: 'Un número entero de 1 a 2,000,000,000. Se permiten comas.',
      otherClasses: 'Más de una clase de acciones, o acciones que no son comunes',
      otherClassesHint:
        'Describa las clases y sus derechos en la información adicional de abajo o en un archivo adjunto.',
      additionalInfo: 'Información adicional sobre las acciones',
    },
  },
} as const satisfies Translated<typeof english>;
