;;;; settings.lisp
(in-package #:ingest-service)

(defparameter *listen-port* 4242)
(defparameter *build-id* "779ce63516e3437ad07a13a728de359d5fb1e0ac")
(defparameter *aio-username* "jdoe")
(defparameter *adafruit-io-key* "aio_SpcvUvf…")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
