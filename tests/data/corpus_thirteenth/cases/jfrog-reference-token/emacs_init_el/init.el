;;; init.el --- personal configuration -*- lexical-binding: t; -*-

(setq inhibit-startup-screen t)
(setq custom-file (locate-user-emacs-file "custom.el"))

;; env for the ingest tooling
(setenv "ARTIFACTORY_TOKEN" "CiQA0DaBzFh0RS/rWDCrMgdi6vCQXp0vML1m+Sj4dYvjMQIjz+MSUAvGDVD/4lRxfoc2UWrZejU1LzM7M2gQ8j5j+sejACn4j2P6n6d1BmE5guQB3nPcrY738U9HeEkcox+Q7SicYMB/aCyhfnXFdq32opXy+MP2")

(provide 'init)
;;; init.el ends here