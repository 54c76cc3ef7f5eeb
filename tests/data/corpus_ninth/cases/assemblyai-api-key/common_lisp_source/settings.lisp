;;;; settings.lisp
(in-package #:webhooks-service)

(defparameter *listen-port* 4242)
(defparameter *build-id* "90d4c114cb704fe7dbbcd9d0eca889b2b15cea48")
(defparameter *assembly-ai-key* "***")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
