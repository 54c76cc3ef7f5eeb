;;;; settings.lisp
(in-package #:ingest-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "212bd4f25bb8b9572701ffb455323546a4f1a0e3")
(defparameter *docker-username* "ci-bot")
(defparameter *dockerhub-token* "dckr_pat_FCl-QrNx3FYCTr9DmpDYMjCRk0G")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
