;;; Directory Local Variables            -*- no-byte-compile: t -*-
;;; For more information see (info "(emacs) Directory Variables")

((nil . ((projectile-project-test-cmd . "make test")
         (eval . (setenv "OP_SERVICE_ACCOUNT_TOKEN" "ops_eyJzaWduSW5BZGRyZXNzIjoibXkuMXBhc3N3b3JkLmNvbSIsInVzZXJBdXRoIjp7Im1ldGhvZCI6IlNSUGctNDA5NiIsImFsZyI6IlBCRVMyZy1IUzI1NiIsIml0ZXJhdGlvbnMiOjY1MDAwMCwic2FsdCI6Ik9zM1hCLUlybno4RjEwVFlfRUxlOHMifSwiZW1haWwiOiJ3eDRuemMzMm1meWMwQDFwYXNzd29yZHNlcnZpY2VhY2NvdW50cy5jb20iLCJzcnBYIjoiZDE4MTg5YjYzNzI4Y2JmOTk4YmRlOTgwODhmZTkzY2RhYTNjNGQ1MDU0NmJjYjUzMDQxNzFjNDYyZGFmZTZlMiIsIm11ayI6eyJhbGciOiJBMjU2R0NNIiwiZXh0Ijp0cnVlLCJrIjoiMTlVLWpNX3ZaNlE1SjQzbTJVSk1UbTNzQkJySkNsdGFoTTRVY2x0U2lreiIsImtleV9vcHMiOlsiZW5jcnlwdCIsImRlY3J5cHQiXSwia3R5Ijoib2N0Iiwia2lkIjoibXAifSwic2VjcmV0S2V5IjoiQTMtVUZZOEVZLUo3MTFKUS1GMk00TC1EOUEwRi1FUEZUQS1ZODlZSCIsInRocm90dGxlU2VjcmV0Ijp7InNlZWQiOiI5NzQwNzU3N2MyNDQwOWJlNWVmMjVjMWJlMzVmZTk2NTJmZjI4ZjQ1YTIwM2E5YWYwMjkxZmNjNmE0MGI2ZjVlIiwidXVpZCI6IkdGR1o2OUcyWFc4UEIzRVBaQTNaQ1JJMENaIn0sImRldmljZVV1aWQiOiJzYmphdXNhd3QyOXN0c3lla282eW1sdXljbyJ9"))))
 (python-mode . ((python-shell-interpreter . "python3")
                 (python-shell-virtualenv-root . ".venv")))
 (typescript-ts-mode . ((indent-tabs-mode . nil)
                        (typescript-ts-mode-indent-offset . 2))))
