;;;; settings.lisp
(in-package #:ingest-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "1721d02d34274f0191a4f3063f2b8b43143491f7")
(defparameter *sentry-org-token* "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")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
