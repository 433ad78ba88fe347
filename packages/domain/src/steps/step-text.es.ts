// Los textos de los pasos en español: el título de cada paso y el de su sección en la revisión.
import type { Translated } from '../i18n/translated.ts';
import type { stepText as english } from './step-text.ts';

export const stepText: Translated<typeof english> = {
  pageTitleSuffix: 'Secretaría de Estado',
  titles: {
    intro: 'Introducción',
    reportintro: 'Introducción al informe',
    entityname: 'Nombre de la entidad',
    staticentityname: 'Nombre de la entidad',
    principalofficeaddress: 'Dirección de la oficina principal',
    registeredagent: 'Agente registrado',
    email: 'Correo electrónico para los avisos del trámite',
    management: 'Administración',
    formation: 'Personas que forman la entidad',
    shares: 'Acciones',
    votingassets: 'Voto y bienes',
    purposedirectors: 'Propósito y directores',
    additionalinfo: 'Información adicional',
    attachments: 'Archivos adjuntos',
    privateattachments: 'Declaración jurada e identificación',
    effectivedate: 'Fecha de vigencia diferida',
    filer: 'Persona que presenta',
    notifications: 'Avisos',
    filingreview: 'Revisar',
    receipt: 'Recibo',
    whatsnext: 'Felicitaciones',
  },
  reviewTitles: {
    filer: 'Información de la persona que presenta',
  },
};

export type { StepText } from './step-text.ts';
