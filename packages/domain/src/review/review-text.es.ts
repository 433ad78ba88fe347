// Las palabras de las secciones de la revisión de un trámite, en español. El nombre de la
// exportación es el del catálogo en inglés: el sitio en español toma este módulo en su lugar.
import type { Translated } from '../i18n/translated.ts';
import type { reviewTextEn as english } from './review-text.ts';

export const reviewTextEn: Translated<typeof english> = {
  notProvided: 'No se indicó',
  notApplicable: 'No corresponde',
  yes: 'Sí',
  no: 'No',
  none: 'Ninguno',
  labels: {
    name: 'Nombre',
    currentName: 'Nombre actual',
    nameAfterFiling: 'Nombre después de este trámite',
    statute: 'Ley',
    streetAddress: 'Dirección física',
    mailingAddress: 'Dirección postal',
    type: 'Tipo',
    consent: 'Consentimiento al nombramiento',
    email: 'Correo electrónico',
    managedBy: 'Administrada por',
    atLeastOneMember: 'Al menos un miembro',
    commonShares: 'Acciones comunes',
    otherClasses: 'Más de una clase de acciones u otras acciones',
    additionalInfo: 'Información adicional',
    votingMembers: 'Miembros con derecho a voto',
    assetsDistribution: 'Distribución de los bienes',
    purpose: 'Propósito',
    numberOfDirectors: 'Número de directores',
    directorsTerms: 'Períodos de los directores',
    files: 'Archivos',
    effective: 'Vigencia',
    perjuryNoticeAffirmed: 'Aviso sobre perjurio aceptado',
    filer: (position: number) => `Persona que presenta ${position}`,
    emails: 'Avisos por correo electrónico',
    texts: 'Avisos por mensaje de texto',
  },
  values: {
    sameAsStreet: 'La misma que la dirección física',
    individual: 'Persona',
    entity: 'Entidad',
    trust: 'Fideicomiso',
    stateOrOther: 'Estado u otro',
    estate: 'Sucesión',
    members: 'Los miembros',
    managers: 'Los administradores',
    ownAgent: 'La entidad es su propio agente registrado',
    consented:
      'La persona nombrada como agente registrado dio su consentimiento a ese nombramiento.',
    atTimeOfFiling: 'Cuando se reciba el trámite',
    noFiles: 'No hay archivos adjuntos',
  },
  notes: {
    privateAttachments:
      'La declaración jurada y la identificación son para los administradores y no se muestran al público.',
    perjury:
      'Al hacer que este documento se entregue a la Secretaría de Estado para presentarlo, cada persona que causa esa entrega afirma o reconoce, bajo pena de perjurio, que el documento es acto y hecho propio de esa persona, o que cree de buena fe que el documento es acto y hecho de la persona en cuyo nombre lo hace entregar para presentarlo, conforme a los requisitos de la parte 3 del artículo 90 del título 7, C.R.S.',
    notifications:
      'Adonde la Secretaría de Estado envía recordatorios sobre esta entidad. No forma parte del registro público.',
  },
};

export type { ReviewText } from './review-text.ts';
