;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the billing tooling
(setenv "GOOGLE_REFRESH_TOKEN" "1//0UT8TG73Kr02-q6OBjb7UQzr2OjjDN5ggFOfkXgBkrzEWCrfxxdv9F4jWRXkNCNl8ljod_7GqkZnljSO_1rmI22gS5dLCJRTOKiL")

(provide 'init)
;;; init.el ends here
