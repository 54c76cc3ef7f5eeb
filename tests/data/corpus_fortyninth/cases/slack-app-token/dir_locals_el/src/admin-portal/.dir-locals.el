;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "ACCESS_TOKEN" "xapp-1-AGCRQD1LPG0-1084870136205-6496f816b06569bdfa71dcc3d56bbfbbf8d8cfc480500a4ec1185d55f51ee268"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
