;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "RAZORPAY_KEY_ID" "rzp_live_phwbZPEAEAtD45"))
         (eval . (setenv "RAZORPAY_SECRET" "XGg4NthhmJGOBMbr9aWgb6Ms"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
