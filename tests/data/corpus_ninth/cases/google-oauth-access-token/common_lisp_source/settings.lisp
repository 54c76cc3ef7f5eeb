;;;; settings.lisp
(in-package #:orders-service)

(defparameter *listen-port* 5000)
(defparameter *build-id* "bbac5397cbfc834d6734b01e287bba768a675849")
(defparameter *google-access-token* "ya29.a0cgUTBp7bbsJnqU2Dy6OcTLVy6KfAcTuhz_LI-z69J0jgpXVvc3F_uxjj6jDrcODQ_vFMl7CblU9uxrJ5XOxQViZQ0W02GHALC1k_PAq8nuH8zjifev_LSC9RUD27CAK1WyPMvvUPKcGc_c5-mnGpfqT0j06vkoWDD3OJjJBrbvkZXRXG6")

(defun config-plist ()
  (list :port *listen-port* :build *build-id*))