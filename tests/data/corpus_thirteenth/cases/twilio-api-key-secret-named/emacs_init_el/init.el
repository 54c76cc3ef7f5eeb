;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the ingest tooling
(setenv "TWILIO_API_KEY" "SK03c26bbfd11cf789fcc429e5e0adf003")
(setenv "TWILIO_API_SECRET_KEY" "sha512-km5EJ2QQtKaxn5Fqka6nPWhqj18HsM+/97JbOGf2wPL2hv2ozBnv1qRiCLuRlZjC001vxCBo22Tx7R0/r+r6yg==")

(provide 'init)
;;; init.el ends here
