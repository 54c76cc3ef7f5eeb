;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the orders tooling
(setenv "PD_API_KEY" "op://Platform/PAGERDUTY_TOKEN/credential")

(provide 'init)
;;; init.el ends here
