;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "S3_CREDENTIALS" "AKIAUEXNABVAB4YLX2MG:BO5wcKnPdJQ/YFBoaRxQ7HFvX7MlsgL20z8A0Ckb"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
