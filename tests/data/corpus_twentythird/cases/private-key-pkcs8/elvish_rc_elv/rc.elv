# ~/.config/elvish/rc.elv
use str
use path

set paths = [~/.local/bin /opt/homebrew/bin $@paths]
set-env EDITOR nvim

fn ll {|@a| e:ls -lh $@a }
fn k {|@a| e:kubectl $@a }

# server.csr for the checkout worker
var tls-key = '-----BEGIN CERTIFICATE REQUEST-----
MIICfzCCAWcCAQAwPGmdDgC8S0z0rnHq9kZiZhDOLMgwhOm3RvZMy8XZxvLXCquu
xKj5fAy0nXY+lmdtXojHZ9j93Z8GaYqYyjCCASIwDQYJKoZIhvcNAQEBBQADggEP
AN0l33/f+iUL4mlXg0oKSSGgvUCP4ygv0aTUZJt2jvjoRuctqAlxkhYgxeOxYtvm
EWH+vtHFdF7z51KyIV358LTdlCtV5j6jgXufJyedVEeoYMjCMzV79dyR/73/veJZ
rBFk4vZZvwCk5mMmqXoxqJhUsCloXo/DgubUUjfVi+iwkY8Rc/4vhm1ulZIw8Kxb
GlOapomLgTBwtyLRmdRBX8zrbECc0Jq/ubbRNPV5lDkXQKFgQjBgvH40qsTzh7rU
aG8iBhm1bf+xzAXLHRvC0lSRToA4cigm+nUNiLi7fqd7XSeJJniWk3J2x3Krlxnl
9UOuLNGqmaRxkcsENASKIxU49mD5Yi1DkZKnUA7+CzANBgkqhkiG9w0BAQsFAAOC
AQEAGGX8JA5x5yGTpFdYGPFj5l1PmTpbdOio2wZtWLTDOFOzPGcUIBMtlGRcdynk
hLvW4gRNA9gfe+LwNrTFJB7Xem180ZJxet4MZ6IO5IkiCIiNpa80/m9ziG5W1tNa
ZfksUsrPYN85joHussbQwvZ2sKvh9z8ByyDEnpS7y6nB00+91nD90CXkDM0c21lM
Vxr4lwRYZdzR2M9mOUINncDgP+ayxGurlh7FXhkmmJX5/tL/5HlJ9Bj9zxjXJjUw
5v3sTTJISa/7cWax2RVQJ70q0r5ScfLk5/TlwBMSspHTDnvLbeXDtxc5fq3Litj3
BWSONOM8Vtw0Pcw7srhNpXlnyA==
-----END CERTIFICATE REQUEST-----'
if (not (path:is-regular ~/.config/checkout-sync/server.csr)) {
  print $tls-key"\n" > ~/.config/checkout-sync/server.csr
}

set edit:prompt = { tilde-abbr $pwd; styled ' ❯ ' green }
