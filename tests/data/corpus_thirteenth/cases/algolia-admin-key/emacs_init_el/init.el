;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the notifier tooling
(setenv "ALGOLIA_APP_ID" "YIEZV09WS0")
(setenv "ALGOLIA_ADMIN_KEY" "3fdd8da0823df4118807d8d8e759a4b0")

(provide 'init)
;;; init.el ends here