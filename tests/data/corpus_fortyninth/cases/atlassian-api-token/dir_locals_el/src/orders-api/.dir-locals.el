;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "JIRA_EMAIL" "m.okafor@kestrelworks.io"))
         (eval . (setenv "API_KEY" "ATATT3xFfGF0hs_WEsB03lgXvBVMhchssTRqayz8GReP5PTLv0oxEawOeQos9k7WnGq9wkmszb0Xo1atZCBtf_RWxHG0KbHCdfzKolvl10PObGy8FGYXWNZBsEedM1K1Zq9lXDKNqMTQvkO5bBhOnN6tiUQh4_b5g42cWL7kAvpqmx2PKimdntO=88DCA3DC"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
