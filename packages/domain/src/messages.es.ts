// The Spanish twin of messages.ts: the same exports, each message in Spanish (docs/spanish.md).
// The Spanish build of the web app takes this module wherever messages.ts is imported. Names,
// designators ("LLC", "ltd."), file names and codes that the messages quote stay as they are.
// The administrators' messages are here too, so the twin is complete, but their pages stay English.
import type {
  formerOrganizationNameMessages as englishFormerOrganizationNameMessages,
  messages as englishMessages,
  receiptEmailMessages as englishReceiptEmailMessages,
  sbfMessages as englishSbfMessages,
} from './messages.ts';
import type { Translated } from './i18n/translated.ts';

export type { Messages } from './messages.ts';

export const messages: Translated<typeof englishMessages> = {
  // Generic text, select and yes/no fields.
  enterValue: 'Escriba un valor',
  enterLabel: (label: string) => `Complete este dato: ${label}`,
  minLength: (n: number) => `Debe tener al menos ${n} caracteres`,
  maxLength: (n: number) => `No puede tener más de ${n} caracteres`,
  invalidCharacters: (chars: string) => `Hay caracteres no válidos: ${chars}`,
  chooseLabel: (label: string) => `Elija una opción: ${label}.`,
  chooseOption: 'Elija una opción',
  chooseYesOrNo: 'Elija Sí o No.',

  documentNumber: 'Número de documento',

  // Entity name.
  entityNameRequired: 'Escriba el nombre que quiere usar',
  nameTaken: 'Ese nombre ya se usa en Colorado.',
  nameTakenDialogTitle: 'Mensaje del sistema',
  nameTakenDialog: 'Este nombre de entidad ya se usa en Colorado. Por favor, elija otro nombre.',
  nameTakenChooseAnother: 'Elegir otro nombre',
  nameTakenClose: 'Cerrar',
  nameDesignationMissing: (terms: readonly string[]) =>
    `El nombre debe contener ${joinAlternatives(terms.map((term) => `"${term}"`))}`,

  // Statute (reinstatement).
  statuteRequired: 'Escriba la ley bajo la que existía la entidad antes de su disolución.',

  // Management.
  chooseManagersOrMembers: 'Elija Gerentes o Miembros.',
  atLeastOneMember: 'La LLC debe tener al menos un miembro.',

  // Persons forming.
  chooseTypeOfPerson: 'Elija el tipo de persona.',
  enterEntitysName: 'Escriba el nombre de la entidad.',
  enterTrustsName: 'Escriba el nombre del fideicomiso.',
  enterStatesName: 'Escriba el nombre del Estado.',
  enterEstatesName: 'Escriba el nombre de la sucesión.',
  formerRequired: 'Agregue al menos una persona que forma la entidad.',
  formerAgeHelp: 'La persona debe tener al menos 18 años.',

  // Additional information and attachments.
  additionalInfoRequired:
    'Escriba la información adicional en el cuadro, o marque "Sí" para adjuntar un archivo.',
  attachmentRequired:
    'Agregue al menos un archivo, o vuelva atrás y conteste No a la pregunta de adjuntar archivos.',
  privateAttachmentsRequired: 'Debe incluir los archivos adjuntos privados.',

  // Effective date.
  effectiveDateRequired: 'Escriba la fecha en que quiere que este trámite entre en vigencia.',
  effectiveTimeInvalid: 'Escriba una hora válida en el futuro (hora:minuto am/pm).',
  effectiveDateInPast: 'Escriba la fecha de hoy o una fecha posterior.',
  effectiveDateBeyondMaximum: (maxDisplay: string) =>
    `La fecha de vigencia diferida no puede ser posterior al ${maxDisplay} (90 días después de presentar el trámite).`,
  effectiveDateAfterExistingFiling:
    'Hay un trámite con fecha de vigencia diferida en este registro: su enmienda no puede entrar en vigencia antes de que ese trámite esté vigente. Revise la fecha de vigencia diferida que aparece abajo; puede cambiarla a una fecha y hora posteriores.',

  // Email step (reinstate and cure with fraud check), notifications.
  enterValidEmail: 'Escriba un correo electrónico válido.',
  enterEmailOrPhone: 'Escriba un correo electrónico o un número de teléfono.',
  emailsDontMatch: 'Los correos electrónicos no coinciden.',
  retypeEmail: 'Vuelva a escribir el correo electrónico.',
  enterValidPhone: 'Escriba un número de teléfono válido.',
  phonesDontMatch: 'Los números de teléfono no coinciden.',
  retypeNumber: 'Vuelva a escribir el número.',

  // Shares, nonprofit, cooperative.
  sharesRange: 'Debe ser un número entre 1 y 2,000,000,000.',
  sharesKindRequired: 'Marque acciones comunes, o más de una clase u otras acciones.',
  directorsRange: 'Debe ser un número entre 3 y 2,000,000,000.',
  assetsDistributionRequired: 'Escriba la información sobre la distribución de los bienes.',
  purposeRequired: 'Escriba una declaración que describa el propósito.',
  directorsTermsRequired: 'Escriba la información sobre los mandatos de los directores.',

  // Address fields.
  enterAddress: 'Escriba la dirección.',
  enterCity: 'Escriba la ciudad.',
  enterZip: 'Escriba un código postal (ZIP) válido.',
  chooseState: 'Elija un estado.',
  chooseCountry: 'Elija un país.',
  streetAddressPoBox: 'La dirección física no puede ser un apartado postal (PO Box).',
  markBoxOrEnterMailing: 'Marque la casilla o escriba una dirección postal.',
  addressNoMatch:
    'No se encontró la dirección. Revise las direcciones y asegúrese de haberlas escrito bien. Incluya el número de apartamento, unidad o suite, si lo tiene.',
  addressMustBeIn: (stateName: string) => `La dirección debe estar en ${stateName}.`,
  useThisAddress: 'Usar esta dirección',
  useSelectedAddresses: 'Usar las direcciones elegidas',

  // Name fields.
  enterFirstName: 'Escriba un nombre.',
  enterLastName: 'Escriba un apellido.',
  suffixPlaceholder: 'Elija un sufijo, si corresponde',

  // Registered agent, filers.
  chooseIndividualOrEntity: 'Elija Persona individual o Entidad.',
  agentConsentRequired:
    'Debe obtener el consentimiento de la persona antes de nombrarla como su agente registrado',
  ownAgentNameOutOfDate:
    'El nombre del agente registrado no es el nombre actual de la entidad. Desmarque esta casilla y vuelva a marcarla.',
  agentStreetNotPrincipalOffice:
    'La dirección física de la oficina principal cambió. Desmarque esta casilla y vuelva a marcarla, o escriba la dirección física del agente registrado.',
  agentMailingNotPrincipalOffice:
    'La dirección postal de la oficina principal cambió. Desmarque esta casilla y vuelva a marcarla, o escriba la dirección postal del agente registrado.',
  perjuryNoticeRequired: 'Marque la casilla para indicar que leyó y entendió el aviso.',
  filerRequired: 'Agregue al menos una persona que presenta el trámite.',

  // Uploads.
  uploadNoFiles:
    'No se pueden adjuntar sus archivos. Si quiere soltar una carpeta, seleccione todos los archivos de la carpeta y arrástrelos todos a la vez.',
  uploadTooMany: (n: number) =>
    n === 1
      ? 'No se pueden adjuntar sus archivos. Solo se permite un archivo adjunto'
      : `No se pueden adjuntar sus archivos. Solo se permiten ${n} archivos adjuntos.`,
  uploadCombinedSize: (n: number) =>
    `No se pueden adjuntar sus archivos. Todos los archivos juntos deben ocupar ${n} MB o menos.`,
  uploadPasswordProtectedPdf:
    'No se pueden subir archivos PDF protegidos con contraseña: quite las contraseñas de sus archivos antes de adjuntarlos.',
  uploadNotAFile: 'No se puede adjuntar su archivo. No es un archivo.',
  uploadInvalidFileName: (characters: string) =>
    `Hay caracteres no válidos en el nombre del archivo: ${characters}`,
  uploadExtensionNotAllowed: (ext: string) =>
    `No se puede adjuntar su archivo. No se permiten archivos con la extensión ".${ext}".`,
  uploadTypeNotAllowed: (type: string) =>
    `No se puede adjuntar su archivo. No se permiten archivos del tipo ${type}.`,
  uploadEmpty: (name: string) => `No se puede adjuntar su archivo. ${name} está vacío.`,
  uploadTooLarge: (name: string, n: number) =>
    `No se puede adjuntar su archivo. ${name} ocupa más de ${n} MB.`,
  uploadContentMismatch: (name: string) =>
    `No se puede adjuntar su archivo. El contenido de ${name} no corresponde a su tipo de archivo.`,
  uploadHelp:
    'Solo archivos PDF, de texto, JPG, GIF, PNG y TIF. Hasta cinco archivos, que juntos ocupen 10 MB o menos. Los nombres de archivo no pueden tener caracteres especiales.',

  // Dialogs and page chrome.
  cancelDialog: '¿Seguro que quiere cancelar? Se perderá toda la información que escribió.',
  cancelDialogConfirm: 'Sí, cancelar',
  cancelDialogDecline: 'No',
  leavePageWarning: '¿Seguro que quiere salir? Es posible que no se guarden los cambios que hizo',
  errorPrefix: 'Error - ',
  warningPrefix: 'Aviso - ',
  errorAlert: (text: string) => `Error - ${text}`,
  warningAlert: (text: string) => `Aviso - ${text}`,

  // Review, receipt.
  reviewHeading: 'Todavía no termina: revise su trámite',
  informationMissing: 'Falta información o hay información que no es válida.',
  reviewEditNotice:
    'Revise su información con cuidado: los cambios que haga en una sección del formulario no se aplican a las otras secciones.',
  receiptEmailEmpty: 'Falta el correo electrónico.',
  receiptEmailInvalid: 'El correo electrónico no es válido.',
  receiptEmailSent: '¡Se envió el correo electrónico!',
  receiptEmailSubject: (transactionId: string, name: string) =>
    `Recibo de ${transactionId} - ${name}`,

  // Sign-in and passwords.
  enterYourEmail: 'Escriba su correo electrónico.',
  enterPassword: 'Escriba la contraseña',
  loginInvalid: 'El correo electrónico o la contraseña no son válidos',
  temporaryPasswordEmailed: 'Le enviamos una contraseña temporal por correo electrónico.',
  invalidEmailEntered: 'El correo electrónico que escribió no es válido',
  enterCurrentPassword: 'Escriba la contraseña actual',
  newPasswordsDontMatch: 'Las contraseñas nuevas no coinciden',
  invalidNewPassword: 'La contraseña nueva no es válida',
  passwordDoesNotMatchRecords:
    'La información que escribió no coincide con la de nuestro sistema. La contraseña distingue entre mayúsculas y minúsculas.',

  // Administration.
  pendingQueueLink: (count: number) =>
    `Trámites pendientes - ${count} ${count === 1 ? 'trámite' : 'trámites'}`,
  noPendingFilings: 'No hay trámites pendientes',
  filingProcessed: 'El trámite se procesó correctamente.',
  errorRetrievingPendingFilings: 'Error al obtener los trámites pendientes',
  errorRetrievingFilingPdf: 'Error al obtener el PDF del trámite',
  errorApprovingFiling: (status?: number) =>
    status === undefined || status === 500
      ? 'Error al aprobar el trámite.'
      : `Error al aprobar el trámite. ${status}`,
  errorRejectingFiling: (status?: number) =>
    status === undefined || status === 500
      ? 'Error al rechazar el trámite.'
      : `Error al rechazar el trámite. ${status}`,
  errorSavingPii: (status?: number) =>
    status === undefined || status === 500
      ? 'Error al guardar la PII.'
      : `Error al guardar la PII. ${status}`,
  piiEntityIdInvalid:
    'Escriba un número de identificación válido de la entidad o del registro (ID maestro)',
  piiDocIdInvalid: 'Escriba un número de identificación válido del documento que contiene PII',
  removalDocIdInvalid:
    'Escriba un número de identificación válido de la declaración de remoción (Statement of Removal)',
  piiAdditionalFilersQuestion: '¿Necesita agregar más personas que presentan el trámite?',
};

/** The messages of the filer's sign-in and password screens (Secure Business Filing). */
export const sbfMessages: Translated<typeof englishSbfMessages> = {
  emailRequired: messages.enterYourEmail,
  passwordRequired: messages.enterPassword,
  signInRefused: messages.loginInvalid,
  passwordsDontMatch: messages.newPasswordsDontMatch,
  emailLength: 'Su correo electrónico debe tener de 3 a 200 caracteres.',
  emailInvalid: 'Escriba su correo electrónico con el formato nombre@example.com.',
  passwordLength: 'Su contraseña debe tener de 8 a 250 caracteres.',
  passwordAscii:
    'Su contraseña solo puede tener letras sin acentos ni ñ, números, espacios y los símbolos de un teclado de EE. UU.',
  newPasswordRule:
    'Su contraseña nueva debe tener al menos 8 caracteres, con una letra mayúscula, una letra minúscula y un número.',
  retypeRequired: 'Vuelva a escribir la contraseña nueva.',
  entityIdRequired: 'Escriba el número de identificación de la empresa.',
  entityIdDigits: 'El número de identificación tiene 11 dígitos, por ejemplo 20231234567.',
  entityNameRequired: 'Escriba el nombre de la empresa.',
  entityNameLength: 'El nombre de la empresa puede tener 200 caracteres como máximo.',
};

/** The message for an empty organisation name, by kind of person forming. */
export const formerOrganizationNameMessages: Translated<
  typeof englishFormerOrganizationNameMessages
> = {
  E: messages.enterEntitysName,
  T: messages.enterTrustsName,
  S: messages.enterStatesName,
  A: messages.enterEstatesName,
};

/** The catalogue's message for each receipt email problem. */
export const receiptEmailMessages: Translated<typeof englishReceiptEmailMessages> = {
  empty: messages.receiptEmailEmpty,
  invalid: messages.receiptEmailInvalid,
};

/** Joins alternatives as `"a", "b" o "c"`. */
function joinAlternatives(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
}
