;;;; settings.lisp
(in-package #:webhooks-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "ff9a7c3053affbeb3a3d77ab79e5815147ce1e3d")
(defparameter *braintree-access-token* "access_token$production$tdk241uqf43dcfig$79c0630fa6eedec0e67732814d956ee5")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))