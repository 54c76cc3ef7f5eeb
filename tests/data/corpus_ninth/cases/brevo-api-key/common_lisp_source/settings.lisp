;;;; settings.lisp
(in-package #:billing-service)

(defparameter *listen-port* 5000)
(defparameter *build-id* "d58a2e48b80e7810faee81589cbd3ee2e7bdc792")
(defparameter *brevo-smtp-key* "xsmtpsib-31879a1f03a6d330fafe66175ee412278498a3ad41064dff2fa0d052c0b984fe-1WxheRiLUxG65mJE")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
