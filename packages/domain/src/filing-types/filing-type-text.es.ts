// Los textos de los tipos de trámite en español: título, entrada en la página para presentar un
// formulario, descripción de cada transacción y motivos por los que una entidad no puede
// presentarlo.
import type { Translated } from '../i18n/translated.ts';
import type { filingTypeText as english } from './filing-type-text.ts';

export const filingTypeText: Translated<typeof english> = {
  stepLabel: (number: number, count: number) => `Paso ${number} de ${count}`,
  sameAsFormer: {
    personForming: 'Igual que una persona que forma la entidad',
    incorporator: 'Igual que un incorporador',
  },
  lateFee: 'Recargo por presentación tardía',
  llc: {
    title: 'Artículos de Organización',
    fileAForm: 'Artículos de Organización (compañía de responsabilidad limitada)',
    transactions: { ARTORG_LLC: 'Artículos de Organización' },
  },
  dpc: {
    title: 'Artículos de Incorporación de una corporación con fines de lucro',
    fileAForm: 'Artículos de Incorporación de una corporación con fines de lucro',
    transactions: { ARTINC_PC: 'Artículos de Incorporación de una corporación con fines de lucro' },
  },
  dnc: {
    title: 'Artículos de Incorporación de una corporación sin fines de lucro',
    fileAForm: 'Artículos de Incorporación de una corporación sin fines de lucro',
    transactions: {
      ARTINC_NPC: 'Artículos de Incorporación de una corporación sin fines de lucro',
    },
  },
  dc55: {
    title: 'Artículos de Incorporación de una cooperativa',
    fileAForm: 'Artículos de Incorporación de una cooperativa (Artículo 55)',
    transactions: { ARTINC_55: 'Artículos de Incorporación de una cooperativa' },
  },
  corporations: {
    formationTitle: 'Incorporadores',
  },
  report: {
    title: 'Informe periódico',
    fileAForm: 'Informe periódico',
    transactions: { REPORT: 'Informe periódico' },
    refusal: 'Solo una entidad en regla o en mora puede presentar un informe periódico.',
  },
  reinstate: {
    title: 'Artículos de Restablecimiento',
    fileAForm: 'Artículos de Restablecimiento',
    transactions: { REINSTATE: 'Artículos de Restablecimiento' },
    introTitle: 'Introducción al restablecimiento',
    refusal: 'Solo se puede restablecer una entidad disuelta.',
    voluntaryOrJudicialRefusal:
      'Una disolución voluntaria o judicial no se puede deshacer con un restablecimiento.',
  },
  cure: {
    title: 'Declaración de subsanación de mora',
    fileAForm: 'Declaración de subsanación de mora',
    transactions: { CURE_DLNQ: 'Declaración de subsanación de mora' },
    introTitle: 'Introducción a la subsanación',
    refusal: 'Solo una entidad en mora puede presentar una declaración de subsanación de mora.',
  },
  reinstateAndCure: {
    entityNameTitle: 'Nombre de la entidad',
  },
  amend: {
    title: 'Artículos de Enmienda',
    fileAForm: 'Artículos de Enmienda',
    transactions: {
      AMD_LLC: 'Artículos de Enmienda (compañía de responsabilidad limitada)',
      AMD_NPC: 'Artículos de Enmienda (corporación sin fines de lucro)',
      AMD_55: 'Artículos de Enmienda (cooperativa)',
    },
    introTitle: 'Introducción',
    additionalInfoTitle: 'Enmiendas y archivos adjuntos',
    refusal: 'Solo una entidad en regla puede presentar una enmienda.',
    otherEntityTypeRefusal: 'Esta enmienda es para otro tipo de entidad.',
  },
};

export type { FilingTypeText } from './filing-type-text.ts';
