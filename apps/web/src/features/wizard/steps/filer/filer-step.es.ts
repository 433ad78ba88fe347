// Spanish text of the filer step.
import type { Translated } from '@registrar/domain';
import type english from './filer-step.en.ts';

export default {
  steps: {
    filer: {
      noticeHeading: 'Aviso',
      notice:
        'Hacer que este documento se entregue a la Secretaría de Estado para su presentación constituirá la afirmación o el reconocimiento de cada persona que cause dicha entrega, bajo pena de perjurio, de que el documento es un acto y hecho de esa persona, o de que la persona cree de buena fe que el documento es el acto y hecho de la persona en cuyo nombre hace que el documento se entregue para su presentación, realizado de conformidad con los requisitos de la parte 3 del artículo 90 del título 7, C.R.S., los documentos constitutivos y las leyes orgánicas, y de que la persona cree de buena fe que los hechos indicados en el documento son verdaderos y que el documento cumple con los requisitos de esa Parte, los documentos constitutivos y las leyes orgánicas.',
      filerType: '¿La persona que presenta el trámite es una persona física o una entidad?',
      filersName: 'Nombre de quien presenta',
      filersAddress: 'Dirección de quien presenta',
      pickHeading: 'Datos de quien presenta',
      useThisPerson: 'Usar esta persona',
      pickLegend: 'Elija la persona que quiere copiar como quien presenta',
      copyHint:
        'Elija una persona para copiar su nombre y dirección, o escriba abajo los datos de quien presenta.',
      typeBelow: 'No: escribir abajo los datos de quien presenta',
      affirm: 'He leído y entendido el aviso anterior.',
      filers: 'Personas que presentan',
      addAnother: 'Agregar otra persona que presenta',
    },
  },
} as const satisfies Translated<typeof english>;
