// Spanish text of the shell and the wizard engine; the Spanish build takes this module in place of
// en.ts, so it exports the same name. The product's messages come from the domain's catalogue.
import { messages, type Translated } from '@registrar/domain';
import type { en as english } from './en.ts';

export const en = {
  common: {
    secretaryOfState: 'Secretaría de Estado',
    next: 'Siguiente',
    saveChanges: 'Guardar cambios',
    cancel: 'Cancelar',
    close: 'Cerrar',
    loading: 'Cargando…',
    errorPrefix: messages.errorPrefix,
    warningPrefix: messages.warningPrefix,
    genericError: 'Algo salió mal. Vuelva a intentarlo más tarde.',
    opensInNewWindow: '(se abre en una ventana nueva)',
    tooManyAttempts: 'Demasiados intentos. Vuelva a intentarlo en {{wait}}.',
    tooManyAttemptsNoWait: 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    wait: {
      oneSecond: '1 segundo',
      seconds: '{{count}} segundos',
      oneMinute: '1 minuto',
      minutes: '{{count}} minutos',
    },
  },
  staff: {
    nav: {
      pendingQueue: 'Trámites pendientes',
      changePassword: 'Cambiar contraseña',
      logout: 'Cerrar sesión',
    },
  },
  shell: {
    skipLink: 'Ir al contenido principal',
    otherLanguage: { name: 'English', code: 'en' },
    siteTitle: 'Trámites de empresas',
    siteTitleAgency: 'Secretaría de Estado',
    homeLinkLabel: 'Inicio de los trámites de empresas de la Secretaría de Estado',
    primaryNavigation: 'Navegación principal',
    menu: 'Menú',
    closeMenu: 'Cerrar el menú de navegación',
    nav: {
      businessHome: 'Inicio de empresas',
      searchDatabase: 'Buscar en la base de datos de empresas',
      searchTips: 'Consejos para buscar',
      faq: 'Preguntas frecuentes',
      tutorials: 'Tutoriales y capacitación',
      showState: 'Mostrar estado',
    },
    bannerOfficial: 'Un sitio web oficial del Estado',
    bannerHowYouKnow: 'Así es como usted puede saberlo',
    bannerDotGovTitle: 'Los sitios web oficiales usan .gov',
    bannerDotGov: 'Un sitio web .gov pertenece a una organización oficial del gobierno.',
    bannerHttpsTitle: 'Los sitios web .gov seguros usan HTTPS',
    bannerHttps:
      'Un candado o https:// significa que usted se conectó de forma segura al sitio web .gov. Comparta información delicada solo en sitios web oficiales y seguros.',
    footerAgency: 'Secretaría de Estado',
    footerText: 'División de Empresas y Licencias',
    entityNameHeader: 'Nombre de la entidad: {{name}}',
    leavePageWarning: messages.leavePageWarning,
    idle: {
      title: 'Su sesión está por terminar',
      body: 'No ha tenido actividad por un tiempo. Por su seguridad, esta página se cerrará en {{time}}. Elija Continuar para seguir trabajando.',
      minutesAndSeconds: '{{minutes}} minuto(s) {{seconds}} segundo(s)',
      continue: 'Continuar',
    },
    draftNotSaved:
      'Sus respuestas se guardan en este navegador, pero no se pudieron guardar en el servidor. Se guardarán de nuevo después del siguiente paso.',
  },
  forms: {
    notFromThisPage:
      'Sus respuestas no se guardaron: el formulario había vencido o no se envió desde este sitio. Revíselas abajo y vuelva a enviar el formulario.',
  },
  components: {
    required: 'obligatorio',
    yes: 'Sí',
    no: 'No',
    errorSummaryHeading: 'Hay un problema',
    closeWindow: 'Cerrar esta ventana',
    uploadFailed: 'No se pudo adjuntar su archivo. Vuelva a intentarlo más tarde.',
    address: {
      address1: 'Dirección, línea 1',
      address2: 'Dirección, línea 2',
      city: 'Ciudad',
      state: 'Estado',
      mustBeIn: 'Debe estar en {{state}}.',
      province: 'Provincia',
      zip: 'Código postal (ZIP)',
      country: 'País',
    },
    addressCheck: {
      heading: 'Verifique su dirección',
      introOne:
        'Revisamos con el Servicio Postal de EE. UU. la dirección que usted escribió. Elija qué versión quiere usar.',
      introMany:
        'Revisamos con el Servicio Postal de EE. UU. las direcciones que usted escribió. Elija qué versión quiere usar.',
      asEntered: 'Dirección que usted escribió',
      verified: 'Dirección verificada',
      useThis: 'Usar esta dirección',
      useSelected: 'Usar las direcciones elegidas',
      edit: 'Modificar la dirección',
    },
    name: {
      name: 'Nombre',
      firstName: 'Primer nombre',
      middleName: 'Segundo nombre',
      lastName: 'Apellido',
      suffix: 'Sufijo',
      suffixPlaceholder: 'Elija un sufijo, si corresponde',
    },
    people: {
      edit: 'Modificar',
      editPerson: 'Modificar {{name}}',
      delete: 'Borrar',
      deletePerson: 'Borrar {{name}}',
    },
  },
  titles: {
    fileAForm: 'Presentar un formulario',
    about: 'Acerca de',
    filingIssue: 'Problema con un trámite',
    down: 'Servicio no disponible',
    notFound: 'Página no encontrada',
    formNotSent: 'Respuestas no enviadas',
    showState: 'Mostrar estado',
    suffix: 'Secretaría de Estado',
  },
  wizard: {
    unknownStep: 'Este paso todavía no está disponible.',
    restoring: 'Recuperando su trámite…',
    restoreFailed:
      'No pudimos recuperar su trámite. Es posible que haya vencido. Empiece un trámite nuevo desde la lista de formularios.',
    cancelDialogTitle: '¿Cancelar este trámite?',
    cancelDialogText: messages.cancelDialog,
    cancelDialogConfirm: messages.cancelDialogConfirm,
    cancelDialogDecline: messages.cancelDialogDecline,
  },
  down: {
    heading: 'Este servicio no está disponible por el momento',
    body: 'Lo sentimos: no se pueden presentar trámites en línea en este momento. Vuelva a intentarlo más tarde.',
    retry: 'Volver a intentar',
  },
  existingEntity: {
    checking: 'Buscando la entidad…',
    unknownEntity:
      'No hay ninguna entidad con el número de identificación {{entityId}} en el registro. Revise el número y vuelva a empezar.',
    noEntityId:
      'No se indicó ninguna entidad. Empiece este trámite desde la lista de formularios con el número de identificación de la entidad.',
    lookupFailed:
      'No pudimos buscar la entidad en este momento. Vuelva a intentarlo en unos minutos.',
    unavailableTitle: 'Trámite no disponible',
    unavailableHeading: 'Este trámite no está disponible',
    unavailableBody: 'El trámite «{{filing}}» ya no está disponible para este registro.',
    unavailableSummaryLink:
      'Consulte el historial de trámites en la página de resumen de la entidad',
    backToForms: 'Ir a la lista de formularios',
  },
} as const satisfies Translated<typeof english>;
