;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the webhooks tooling
(setenv "CLONE_URL" "https://gitlab+deploy-token-1546:changeme@gitlab.com/larkspur/charts.git")

(provide 'init)
;;; init.el ends here
