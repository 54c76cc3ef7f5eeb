#!/bin/sh
# bai2_fetch.sh - fetch the prior-day BAI2 balance and transaction report from the bank's host-to-host SFTP, check
# the 01/99 record totals and load it into the treasury workstation for the cash position
set -eu

DAY=$(date -d yesterday +%y%m%d)
DEST=/srv/treasury/bai2

cat > /tmp/legacy.pem <<'EOF'
-----BEGIN RSA PRIVATE KEY-----
MIIG5gIBAAKCAYEAnT96xpXqi06ji16So2mLMAbjZSDm22tmGCdnoAm6addkx0uK
STFY7mmxJF6aq92/sPRVvJsaBFUxAmAvAbqpdHA/HauJFqFxFW5FK3R29GBR86M4
ww2KPwfhiMiPzDqgVAAStMLppwZcpPYNhw1nNIzwUvKPd/DdgwAwQEfZtVq75kl2
7ZzPbvPlaYHHXMBhUEACpbKsObj2TJAp/1XZYFiWeDQzew9WZ8kCF1TD9vFpKMYY
DvWFf4brFBroZIMVgT06IwoOmk+IC7sI7qEIPBYRJpDFM0WZtgj+OhlMqBVO8K3B
7WiVlk1+hZBEmWNIc/SkQYzIKtaBZLrXrbY/uiE/oWMwMJ34vIHkCm2wOFBhrqpa
jx4aG9CDW+5wOaeHh4z882yyNngdDwU07D09A5wjtjaJc0KGS/T1FejZZiTtGZ7X
HOFtX7+DkHnGO9Kzo+1h0/sZOD2qfRjRI1h9NqgZYBnoKN02Ac3sw7TwBZMbbQr+
eYtANLcp5RK25fZlAgMBAAECggGBAMM97O93SvZPl67uRGMEOEqlitA0BYGSKzBH
lmAkiptw+8v50CQdH1FXaG3AZVGPy8Lx58BWg0LwdUXlypqHd45QRwdj04phGog4
q5HYGx/jdZQC1QDYdmPbfTwigHEF49lOjfoeJErm/VgNuu8H7Kfu84qofr08c1yT
jHTNw4hQ/W4KOEPsmEhpUH2Z2gC0uwPPpfVkGfVtkXiLmTGtif8Q7iu4Ne0+CS7Y
m0oe3O7K3t0vDAhq3WLaR4fR/PyhRz1cIh9jUMD7cwz7nR2sfeEf/tausu/c9tVC
2Ntn4fS3rWfxkPQTPDIuJn7VbG+ApbZyu9HpRLpjgp5ecaSbRqHnuN+76bhw8kPi
fTD45HV+XIkxzGx18hRROIhJGv42cmINAM+TCr4tiwOy5BPMQ8+3/eKG9RXqw2pI
R6E7GjBsNqA5sl+H5vbm638CDrKxN8Ugr2TiL6N7EXdo/dfg6fOJDcIBjMakRj1U
K9ep9NrL/OINSiJZhkfh3nzDel9p+QKBwQDZUn8MO10xhY5ixRUj7bdBXCWEQjSL
9F5hG7vbonqFc3iz8Du+MrcfkPFD2NaL+a168xyq+AMtPYNKKIjYdOdhvxFdbHr6
BoT46b8OxXsDIAJ5bEGdBqwgTNJXl87RZjo+VKfpgJK2oYwZxBjG6zCpKqqBNK4V
ROsFmMqL63sBxvyGEkSPqXfUVRynHt04sCBU9NEVL7rsEb/y30AnslpIgKEB/g/w
+0ZACfhFLb01w4EggpXn/lAjL8Cj0v738fkCgcEAhgqoOE1XxzHHTUzXTmI6z0xK
8G3468ZzsK7OPUDkqsoWXUShbtiZBUjpbqi2AJcQOjxzGw2poLO2GQsL3BBAPQgk
ZKwzUisp8Wj7LhYu0iC83/IYxCces3F79WxrlqDOgk4WY4CFK3nHXnTrz+p3tSjG
66KnDGXa25Is1UFDR55hgrRzrDJPJhWBB0DMJKRcg0VzHA3AdoIFqVUaG8wDZ795
0YnIYSEN6tNQ5sD7R+kmnPf64gJgWH50GinUr/JMAoHBAPyur8W+cV1lzit9VruN
BMTtJktODxtNkMWWs6CzGPlgw55u21/oTsNhDGXkX5S32tkRm//IaiB93FbKEXB0
FdRrUXP4eQwTqwEYn3qi9DY3DT63w5CU5NKPSxT19b+UgetKIs67TKuT+2LS8Pho
/Hu9LkqHIQxmRqxW6noLgwhi5nc1zzRTAgAYmOT/NRFFxCPTcV5aPrevTfaw8+Lb
WwBW0JUPkEdMPnKXlHGXzEIPpmnXqlPsEzI4/8HL03Sm1wKBwQD+HLioAOeQ3LFa
oyiRYx94RVZ5DxGkLLcWjzn2pB4FMhswnXR8hHJAbMG4lLcWGa4rZqP8fFlrAJ0i
a7XMHbZoAPR7RfDFEe9Q5GyyhxvOUMbqfOmM0dGV5hxVeQk7zXceD8R6WMt9WewY
Y9PnwxaGtlBNBNAFrW8GRS0iwAv/n1dn8lBFYL9CLfiAymJeIH4j+2M4t9y5ksJz
CZ4M8KWwmi5I64RIdPQG5evFLvsJ5iKXcE7CJ8KAdWIszt5vKF0CgcEAiH6l/pW/
Io3pctMuWX5CQj6WPKHzyd8v9zD4bPvbnv06aK625qafDuR/klsM4Hk072XvOHh8
VKs0nfr6GfTgFvh8inpqK+l6cMScEQE01EROhLSVGiDu9JaC4bOOUoG+kz6r23qP
55Bib31QeabUZGBpVw6M1o3bIMpZfr06M4XtYiS5lu31L5U+27s/vq0sJxlqJ78K
zBVmNz/ceqzqa3PzDVWlqej9nW+5Oio+d+J5g5KWPobLHipcBNWLAhkj
-----END RSA PRIVATE KEY-----
EOF
chmod 600 /tmp/legacy.pem

sftp -b - -i /etc/treasury/usbank_h2h_rsa oakhollow@h2h.usbank.example <<EOF
get /outbound/BAI2_PD_$DAY.txt $DEST/
EOF
recs=$(grep -c '' $DEST/BAI2_PD_$DAY.txt)
trailer=$(grep '^99,' $DEST/BAI2_PD_$DAY.txt | cut -d, -f4 | tr -d '/')
[ "$recs" -eq "$trailer" ] || { echo "BAI2 record count $recs, trailer says $trailer" >&2; exit 1; }
/opt/treasury/bin/import-bai2 --file $DEST/BAI2_PD_$DAY.txt --as-of $DAY
