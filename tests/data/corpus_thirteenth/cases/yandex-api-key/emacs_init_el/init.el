;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the webhooks tooling
(setenv "YANDEX_CLOUD_KEY" "AQVNtjp-z-v0YHdX01D9eVi67hMy7XPIbnFCvD184u")

(provide 'init)
;;; init.el ends here