// Spanish words of the staff sign-in, password and user-search pages, whose parts the filers'
// sign-in pages share. The product's messages come from the domain's catalogue.
import { messages, staffMessages } from '@registrar/domain';
import type { Translated } from '@registrar/domain';
import type english from './staff-pages.en.ts';

export default {
  staff: {
    titles: {
      signIn: 'Inicio de sesión del personal',
      notAllowed: 'Acceso no permitido',
      signingOut: 'Cerrando la sesión',
      signOut: 'Cerrar sesión',
      resetPassword: 'Restablezca su contraseña',
      resetConfirm: 'Revise su correo electrónico',
      changePassword: 'Cambie su contraseña',
      setup: 'Crear el primer administrador',
      search: 'Search Manager',
    },
    signIn: {
      heading: 'Inicio de sesión del personal',
      intro:
        'El personal del registro inicia sesión aquí. Las empresas no necesitan iniciar sesión para presentar trámites.',
      username: 'Nombre de usuario',
      password: 'Contraseña',
      lockoutHint:
        'Después de {{failures}} contraseñas incorrectas seguidas, la cuenta se bloquea durante {{minutes}} minutos: hasta entonces se rechaza incluso la contraseña correcta.',
      submit: 'Iniciar sesión',
      forgot: '¿Olvidó su contraseña?',
      redirecting:
        'Lo estamos llevando a la página de inicio de sesión del proveedor de identidad…',
      failed: staffMessages.signInInvalid,
    },
    notAllowed: {
      heading: 'Usted no tiene permiso para usar esta página',
      body: 'Usted inició sesión, pero su cuenta no es una cuenta de administrador. Si necesita acceso, pídaselo a un administrador.',
      signOut: 'Cerrar sesión',
    },
    signingOut: 'Cerrando su sesión…',
    signOut: {
      intro: 'Seleccione Cerrar sesión para terminar su sesión en esta computadora.',
      submit: 'Cerrar sesión',
    },
    reset: {
      heading: 'Restablezca su contraseña',
      intro:
        'Escriba su nombre de usuario y el correo electrónico de su cuenta. Si coinciden, le enviaremos por correo electrónico una contraseña temporal que sirve durante 24 horas.',
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      submit: 'Enviarme una contraseña temporal',
      back: 'Volver a iniciar sesión',
    },
    resetConfirm: {
      heading: 'Revise su correo electrónico',
      body: messages.temporaryPasswordEmailed,
      next: 'Cuando inicie sesión con ella, elegirá una contraseña nueva.',
      signIn: 'Ir a iniciar sesión',
    },
    change: {
      heading: 'Cambie su contraseña',
      temporary:
        'Usted inició sesión con una contraseña temporal. Elija una contraseña nueva para continuar.',
      current: 'Contraseña actual',
      newPassword: 'Contraseña nueva',
      newPasswordHint: 'Al menos ocho caracteres, una letra mayúscula y un número.',
      retype: 'Escriba otra vez la contraseña nueva',
      submit: 'Cambiar la contraseña',
      doneHeading: 'Contraseña cambiada',
      doneBody: 'Su contraseña se cambió. Vuelva a iniciar sesión con su contraseña nueva.',
      close: 'Cerrar',
    },
    setup: {
      heading: 'Crear el primer administrador',
      intro:
        'Todavía no hay ningún administrador. Este enlace sirve una sola vez: la cuenta que cree aquí será el primer administrador, y usted quedará con la sesión iniciada.',
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      newPassword: 'Contraseña',
      newPasswordHint: 'Al menos ocho letras y dígitos, con una letra mayúscula y un número.',
      retype: 'Escriba otra vez la contraseña',
      submit: 'Crear el administrador',
      checking: 'Verificando el enlace…',
      unusable: staffMessages.setupLinkUnusable,
      signIn: 'Ir a iniciar sesión',
    },
    search: {
      heading: 'Search Manager',
      intro:
        'Busque cuentas del personal por ID de usuario o nombre de usuario, por nombre o por BSF ID.',
      by: 'Buscar por',
      byId: 'ID de usuario o nombre de usuario',
      byName: 'Nombre (comienzo de un nombre de usuario, nombre o apellido)',
      byBsf: 'BSF ID',
      value: 'Buscar',
      submit: 'Buscar',
      enterValue: 'Escriba lo que quiere buscar.',
      results: 'Resultados',
      none: 'Ninguna cuenta del personal coincide.',
      username: 'Nombre de usuario',
      name: 'Nombre',
      email: 'Correo electrónico',
      bsfId: 'BSF ID',
      roles: 'Funciones',
      status: 'Estado',
      administrator: 'Administrador',
      staff: 'Personal',
      active: 'Activa',
      disabled: 'Desactivada',
      locked: 'Bloqueada',
    },
    tryAgain: 'Algo salió mal. Vuelva a intentarlo en un momento.',
  },
} as const satisfies Translated<typeof english>;
