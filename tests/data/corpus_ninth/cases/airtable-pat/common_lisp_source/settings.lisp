;;;; settings.lisp
(in-package #:notifier-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "34b2aca15f8c70d8b8837ddaba1e3800390df69b")
(defparameter *airtable-token* "patxquxLe9nEcZPhX.d75ba5a4caee1d1951bcb83d1c74e0dbd961c24b94d411b993ce39828d1b4e15")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))