// Spanish text of the delayed-effective-date step.
import type { Translated } from '@registrar/domain';
import type english from './effective-date-step.en.ts';

export default {
  steps: {
    effectivedate: {
      dateLabel: 'Fecha de vigencia (hasta 90 días a partir de hoy)',
      dateHint: 'Hora de la Montaña. Formato: mm/dd/aaaa',
      timeLabel: 'Hora de vigencia (hh:mm am/pm)',
      timeHint: 'Hora de la Montaña, por ejemplo 09:30 am. Déjela en blanco para las 11:59 pm.',
      atFilingLegend: '¿Quiere que este trámite entre en vigencia en el momento de presentarlo?',
      atFilingHint: 'Elija No para indicar una fecha y hora de vigencia posteriores.',
      pendingFiling:
        'Un trámite de este registro entra en vigencia el {{date}}. La fecha y hora de vigencia de este trámite deben ser posteriores.',
      limit:
        'Una fecha de vigencia posterior no puede ser más de 90 días después de recibido el trámite (C.R.S. 7-90-304(2)). Las fechas y horas son de la hora de la Montaña.',
      dateErrorHeading: 'Error en la fecha',
      useMaximum: 'Usar {{date}}',
      changeDate: 'Cambiar la fecha',
      pastMaximum:
        'La fecha y hora que escribió, {{date}}, es más de 90 días en el futuro. La fecha y hora de vigencia más tardía permitida es',
      pastMaximumChoice: 'Use la fecha y hora más tardía permitida, o cambie la fecha.',
      useLatestAllowed: '¿Usar la fecha y hora más tardía permitida?',
    },
  },
} as const satisfies Translated<typeof english>;
