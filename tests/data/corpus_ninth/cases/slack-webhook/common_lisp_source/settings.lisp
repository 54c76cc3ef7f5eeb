;;;; settings.lisp
(in-package #:notifier-service)

(defparameter *listen-port* 4242)
(defparameter *build-id* "d9b1e4a0fa4272f95cb6ec5d57bb87aa8609e0f3")
(defparameter *alert-webhook* "https://hooks.slack.com/services/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")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
