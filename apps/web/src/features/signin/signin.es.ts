// Spanish text of the Secure Business Filing pages (login/*).
import { messages, sbfMessages } from '@registrar/domain';
import type { Translated } from '@registrar/domain';
import type english from './signin.en.ts';

export default {
  titles: {
    sbfLogin: 'Iniciar sesión en Secure Business Filing',
    sbfForgotPassword: 'Olvidé mi contraseña',
    sbfCreateAccount: 'Crear una cuenta de Secure Business Filing',
    sbfVerifyEmail: 'Confirme su correo electrónico',
  },
  sbf: {
    loginHeading: 'Iniciar sesión en Secure Business Filing',
    loginIntro:
      'Esta empresa presenta sus trámites con Secure Business Filing. Inicie sesión con su número de identificación y con el correo electrónico y la contraseña de su cuenta.',
    entityId: 'Número de identificación de la empresa',
    entityIdHint: '11 dígitos, por ejemplo 20231234567',
    email: 'Correo electrónico',
    password: 'Contraseña',
    lockoutHint:
      'Después de {{failures}} contraseñas incorrectas seguidas, la cuenta se bloquea durante {{minutes}} minutos: hasta entonces se rechaza incluso la contraseña correcta.',
    logIn: 'Iniciar sesión',
    cancel: 'Cancelar',
    forgotPassword: '¿Olvidó su contraseña?',
    signInRefused: sbfMessages.signInRefused,
    resetSent: messages.temporaryPasswordEmailed,
    forgotHeading: 'Olvidé mi contraseña',
    forgotIntro:
      'Escriba el número de identificación y el nombre de la empresa y el correo electrónico de su cuenta. Si coinciden, le enviaremos por correo electrónico una contraseña temporal que sirve durante 24 horas. Inicie sesión con ella para elegir una contraseña nueva.',
    loggedIn:
      'En esta ventana, usted inició sesión en Secure Business Filing para el número de identificación {{entityId}}.',
    changePassword: 'Cambiar la contraseña',
    entityName: 'Nombre de la empresa',
    send: 'Enviar',
    backToLogin: 'Volver a iniciar sesión',
    createHeading: 'Crear una cuenta de Secure Business Filing',
    createIntro:
      'Con una cuenta, solo las personas que inicien sesión con su correo electrónico y su contraseña pueden presentar trámites para {{name}} (número de identificación {{entityId}}). Le enviaremos por correo electrónico un enlace para confirmar su correo; la cuenta funciona cuando usted lo abre.',
    createIntroNoName:
      'Con una cuenta, solo las personas que inicien sesión con su correo electrónico y su contraseña pueden presentar trámites para esta empresa. Le enviaremos por correo electrónico un enlace para confirmar su correo; la cuenta funciona cuando usted lo abre.',
    createOnlyFromPayingBrowser:
      'Solo se puede crear una cuenta desde el navegador con el que se pagó el trámite, dentro de los 7 días siguientes al trámite.',
    newPassword: 'Contraseña',
    newPasswordHint:
      'Al menos ocho caracteres, con una letra mayúscula, una letra minúscula y un número.',
    retypePassword: 'Escriba la contraseña otra vez',
    createAccount: 'Crear la cuenta',
    checkEmailHeading: 'Revise su correo electrónico',
    checkEmail:
      'Enviamos un enlace a {{email}}. Ábralo dentro de 24 horas para confirmar su correo electrónico. Después podrá iniciar sesión.',
    verifyHeading: 'Confirme su correo electrónico',
    confirmEmailIntro:
      'Confirme el correo electrónico de su nueva cuenta de Secure Business Filing. A partir de entonces, para presentar trámites de la empresa habrá que iniciar sesión en una de sus cuentas.',
    confirmEmail: 'Confirmar mi correo electrónico',
    verifying: 'Confirmando su correo electrónico…',
    verifiedHeading: 'Su correo electrónico está confirmado',
    verified:
      'Su cuenta de Secure Business Filing está lista. A partir de ahora, para presentar trámites de esta empresa hay que iniciar sesión en una de sus cuentas.',
    linkExpired: 'Este enlace venció o ya se usó.',
    verifyAgain: 'Intentar de nuevo',
    toLogin: 'Iniciar sesión',
    toFileAForm: 'Ir a la lista de formularios',
  },
} as const satisfies Translated<typeof english>;
