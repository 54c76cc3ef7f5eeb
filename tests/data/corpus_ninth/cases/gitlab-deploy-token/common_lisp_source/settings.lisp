;;;; settings.lisp
(in-package #:ingest-service)

(defparameter *listen-port* 4242)
(defparameter *build-id* "ba47c3a7c5a3e763f1a8bbc8e99c265c2670aeb4")
(defparameter *clone-url* "https://gitlab+deploy-token-1233:gldt-aa9yVPC4VWUAAZQgcg43@gitlab.com/larkspur/charts.git")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
