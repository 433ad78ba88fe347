// Spanish text of the filing pages outside the wizards' steps: receipt, what's next, file a form,
// about and the status pages. The product's messages come from the domain's catalogue.
import { messages } from '@registrar/domain';
import type { Translated } from '@registrar/domain';
import type english from './filings.en.ts';

export default {
  language: { code: 'es' },
  documents: {
    inEnglishNote:
      'Los documentos presentados y los certificados están en inglés, el idioma oficial del registro.',
  },
  receipt: {
    title: 'Recibo',
    heading: 'Recibo',
    loading: 'Buscando su recibo…',
    missingRef: 'La dirección de esta página no tiene una referencia de pago.',
    declinedTitle: 'Su pago no se completó',
    declined:
      'Su tarjeta fue rechazada o el pago fue cancelado, por lo que el trámite no se ha enviado.',
    tryAgain: 'Vuelva a la página de revisión para intentar pagar de nuevo',
    notFound: 'No encontramos un pago con esta referencia.',
    failed: 'No se pudo cargar el recibo. Vuelva a cargar esta página para intentarlo de nuevo.',
    fields: {
      name: 'Nombre de la entidad',
      entityId: 'Número de identificación',
      dateTime: 'Fecha y hora',
      transactionName: 'Trámite',
      transactionId: messages.documentNumber,
      paymentType: 'Forma de pago',
      last4: 'Número de tarjeta',
      amount: 'Importe',
      entityStatus: 'Estado de la entidad',
      entityReportDueDate: 'Fecha límite del informe periódico',
      effectiveDate: 'Fecha de vigencia',
    },
    paymentTypes: { Card: 'Tarjeta', Prepaid: 'Saldo prepagado' },
    last4Value: 'terminada en {{last4}}',
    queuedForReview:
      'Recibimos su trámite y está en espera de revisión. Le enviaremos un correo electrónico cuando sea aceptado o rechazado.',
    reviewStatusLink: 'Vea el estado de su trámite',
    printReceipt: 'Imprimir recibo',
    emailHeading: 'Enviarme el recibo por correo electrónico',
    emailLabel: 'Correo electrónico',
    send: 'Enviar',
    emailEmpty: messages.receiptEmailEmpty,
    emailInvalid: messages.receiptEmailInvalid,
    emailSent: messages.receiptEmailSent,
    emailFailed: 'No se pudo enviar el correo electrónico. Inténtelo de nuevo más tarde.',
    filingImage: 'Descargar una copia de su trámite (PDF)',
    goodStanding: 'Descargar un certificado de que la entidad está en regla (PDF)',
    documentFailed: 'No se pudo descargar el documento. Inténtelo de nuevo más tarde.',
    emailOnlyFromPayingBrowser:
      'Este recibo solo se puede enviar por correo electrónico desde el navegador con el que se pagó el trámite. Desde aquí puede imprimirlo.',
    notRecordedHeading: 'Su trámite no se registró',
    notRecordedFallback:
      'Su pago se hizo, pero no se pudo registrar su trámite, así que le devolveremos el dinero.',
    chooseAnotherName: messages.nameTakenChooseAnother,
    toFileAForm: 'Ir a la lista de formularios',
  },
  whatsNext: {
    title: 'Felicidades',
    heading: 'Felicidades',
    intro: 'Su trámite está completo.',
    introWithName: 'Se presentó {{name}}.',
    beneficialOwnershipTitle: 'Informe de beneficiarios reales',
    beneficialOwnership:
      'Si su entidad debe informar quiénes son sus beneficiarios reales, actualice ese informe dentro de los 30 días siguientes a cualquier cambio, incluido este trámite.',
    periodicReportTitle: 'Informe periódico',
    periodicReport:
      'Cada año debe presentar un informe periódico para que su entidad siga en regla. Su primer informe vence el {{due}}.',
    periodicReportNoDate:
      'Cada año debe presentar un informe periódico para que su entidad siga en regla. Le avisaremos cuando venza.',
    linksHeading: 'Lo que puede hacer ahora',
    entitySummary: 'Ver el registro de su entidad',
    notifications:
      'Inscribirse para recibir avisos por correo electrónico y mensaje de texto sobre su entidad',
    secureAccount: 'Crear una cuenta de Secure Business Filing',
    survey: 'Cuéntenos su experiencia (encuesta breve)',
    done: 'Terminar',
  },
  fileAForm: {
    heading: 'Presentar un formulario',
    intro: 'Elija el formulario que quiere presentar.',
    newEntities: 'Crear una empresa nueva',
    existingEntities: 'Presentar un trámite para una empresa existente',
    start: 'Empezar: {{title}}',
    entityIdLabel: 'Número de identificación de la empresa',
    entityIdHint: 'Hasta 11 caracteres, por ejemplo 20231234567',
    entityIdRequired: 'Escriba el número de identificación de la empresa.',
    entityIdTooLong: 'El número de identificación tiene 11 caracteres como máximo.',
    entityIdDigits: 'El número de identificación solo tiene dígitos, por ejemplo 20231234567.',
  },
  filingIssue: {
    heading: 'Hubo un problema con su trámite',
    body: 'Su trámite no se pudo completar en línea. No se presentó nada, a menos que tenga un recibo. Empiece el trámite de nuevo desde la lista de formularios. Si se le cobró y no tiene recibo, comuníquese con la División de Empresas y Licencias (Business and Licensing Division) con su referencia de pago.',
    link: 'Ir a la lista de formularios',
  },
  about: {
    heading: 'Acerca de este servicio',
    intro:
      'Versiones de las partes de este servicio, para las llamadas a la mesa de ayuda y los informes de problemas.',
    clientHeading: 'Este sitio web',
    client: 'Cliente web',
    serversHeading: 'Componentes del servidor',
    componentHeader: 'Componente',
    versionHeader: 'Versión',
    loading: 'Buscando las versiones…',
    unavailable: 'No responde',
  },
  notFound: {
    heading: 'No se encontró la página',
    body: 'No encontramos la página que pidió.',
    link: 'Ir a la lista de formularios',
  },
  formNotSent: {
    heading: 'Sus respuestas no se enviaron',
    body: 'La página en la que estaba envía sus respuestas con un programa (script) que no funcionó en su navegador: puede que todavía se estuviera cargando con una conexión lenta, o que esté bloqueado. Lo que escribió en esa página no se guardó, y no se presentó ni se pagó nada.',
    retry:
      'Vuelva a la página, espere a que se cargue y vuelva a intentarlo. Si vuelve a pasar, vuelva a cargar la página o pruebe con otro navegador.',
    back: 'Volver a la página',
    link: 'Ir a la lista de formularios',
  },
  showState: {
    heading: 'Mostrar el estado',
    empty: 'No hay ningún trámite guardado en esta pestaña del navegador.',
  },
} as const satisfies Translated<typeof english>;
