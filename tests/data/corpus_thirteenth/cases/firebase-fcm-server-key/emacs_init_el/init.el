;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the ingest tooling
(setenv "FIREBASE_SERVER_KEY" "AAAAoWuTdWH:APA91b-3Hpa3ZZVKHmO--9Tyr-VZBxvaH7Bcc469TyqL6PssDB38ZYWGq4O1SF7-CSUKuw_hqvTmTGEhTAQ8rzOlq1JngiR4np7_FHhd2MkeDPpOFumLbJDwwBpnVuf7EmgM4KFyO-eI")

(provide 'init)
;;; init.el ends here
