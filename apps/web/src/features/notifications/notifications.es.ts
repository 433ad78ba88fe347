// Spanish text of the notification confirmation and unsubscribe pages.
import type { Translated } from '@registrar/domain';
import type english from './notifications.en.ts';

export default {
  notificationLinks: {
    confirm: {
      title: 'Confirmar avisos',
      heading: 'Confirme sus avisos',
      body: 'Confirme que quiere recibir avisos sobre esta empresa: recordatorios del informe periódico y noticias de los trámites del registro, de 2 a 5 mensajes al año aproximadamente.',
      button: 'Confirmar avisos',
      done: 'Sus avisos sobre {{entityName}} (número de identificación {{entityId}}) están confirmados.',
      doneNext: 'Cada mensaje tiene un enlace para dejar de recibirlos.',
    },
    unsubscribe: {
      title: 'Dejar de recibir avisos',
      heading: 'Dejar de recibir avisos',
      body: 'Deje de recibir los avisos con los que se envió este enlace. No recibirá más avisos de este tipo.',
      button: 'Dejar de recibir avisos',
      done: 'Ya no recibirá más avisos sobre {{entityName}} (número de identificación {{entityId}}) en esta dirección.',
    },
    working: 'Enviando…',
    failed: 'No se pudo hacer en este momento. Vuelva a intentarlo en unos minutos.',
    home: 'Ir a los trámites',
  },
} as const satisfies Translated<typeof english>;
