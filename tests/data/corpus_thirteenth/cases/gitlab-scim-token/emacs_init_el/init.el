;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the billing tooling
(setenv "SCIM_TOKEN" "changeme")

(provide 'init)
;;; init.el ends here
