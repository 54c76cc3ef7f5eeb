;;;; settings.lisp
(in-package #:checkout-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "87f2445410eed363afccff827ea46efbb05ad620")
(defparameter *cohere-api-key* "{{ .Env.cohere_api_key }}")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
