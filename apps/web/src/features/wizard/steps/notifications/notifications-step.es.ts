// Spanish text of the notifications step.
import type { Translated } from '@registrar/domain';
import type english from './notifications-step.en.ts';

export default {
  steps: {
    notifications: {
      textMessageNote:
        'Recibirá de 2 a 5 mensajes de texto al año aproximadamente. Responda HELP para obtener ayuda o STOP para cancelar. Pueden aplicarse tarifas de mensajes y datos.',
      areaCode: 'Código de área',
      firstThree: 'Primeros 3 dígitos',
      lastFour: 'Últimos 4 dígitos',
      retypeAreaCode: 'Vuelva a escribir el código de área',
      retypeFirstThree: 'Vuelva a escribir los primeros 3 dígitos',
      retypeLastFour: 'Vuelva a escribir los últimos 4 dígitos',
      phoneHint: 'Por ejemplo: 303 555 1234',
      emailQuestion: '¿Quiere recibir avisos por correo electrónico sobre esta empresa?',
      emailHint:
        'Enviamos recordatorios cuando vencen los informes y avisos sobre cambios en el registro.',
      email: 'Correo electrónico',
      retypeEmail: 'Vuelva a escribir el correo electrónico',
      textQuestion: '¿Quiere recibir avisos por mensaje de texto sobre esta empresa?',
      phone: 'Número de teléfono celular',
      retypePhone: 'Vuelva a escribir el número de teléfono celular',
      reviewTitle: 'Revise sus avisos',
      emailHeading: 'Avisos por correo electrónico',
      noEmails: 'No hay correos electrónicos.',
      addEmail: 'Agregar otro correo electrónico',
      textHeading: 'Avisos por mensaje de texto',
      noTexts: 'No hay números para mensajes de texto.',
      addText: 'Agregar otro número para mensajes de texto',
    },
  },
} as const satisfies Translated<typeof english>;
