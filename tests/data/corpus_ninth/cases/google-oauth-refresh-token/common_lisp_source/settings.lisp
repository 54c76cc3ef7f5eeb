;;;; settings.lisp
(in-package #:checkout-service)

(defparameter *listen-port* 8080)
(defparameter *build-id* "c9174f64b5f91081b749db56d7888f7671d39427")
(defparameter *gs-oauth2-refresh-token* "{{ .Env.google_oauth_refresh_token }}")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))
