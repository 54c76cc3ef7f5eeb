;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the ingest tooling
(setenv "CONNECTION_STRINGS__DEFAULT" "jdbc:sqlserver://10.20.4.17:1433;databaseName=events;user=backup;password=rjm0Tyk9yoOpg#_0j;encrypt=true")

(provide 'init)
;;; init.el ends here
