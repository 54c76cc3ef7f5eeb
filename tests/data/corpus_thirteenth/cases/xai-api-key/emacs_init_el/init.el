;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the billing tooling
(setenv "XAI_API_KEY" "sha512-Cy5WB87FFlSGDLkquqDI8idap5W9tgrfJESDQL88shFe7XjxGKc1OHsItoGRGBNmEQyXCYrVRFaSDqjL6JEVcg==")

(provide 'init)
;;; init.el ends here
