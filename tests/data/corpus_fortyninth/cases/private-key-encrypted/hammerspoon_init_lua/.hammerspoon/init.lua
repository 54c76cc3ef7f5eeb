-- ~/.hammerspoon/init.lua
hs.loadSpoon("ReloadConfiguration")
spoon.ReloadConfiguration:start()

local hyper = {"cmd", "alt", "ctrl", "shift"}

-- paste the deploy key into the focused window
hs.hotkey.bind(hyper, "K", function()
  hs.pasteboard.setContents([==[
-----BEGIN X509 CRL-----
MIIBoTCBigIBATANBgkqhkiG9w0BAQsFAMbTx4X+HyaQ7KpWi4e2BxX7Q4JXIQAV
XYwkI+L5it2vz8KvC2NPaGKxy61enUwgLC5g2Ex5lO3JXuR6nxTb0WRrt2+dlCtS
Q70MvaEMeHoatfz+mdcjcP38bi+8n0HrabFdydUPV/rZlXaPCnsKohqwy2dfRVY5
ITANBgkqhkiG9w0BAQsFAAOCAQEA/ffmqQQkd3pPikEEjX8XSkNE+llxrMxZ1vjG
NmH21288TWSRJ027/UhViygsMj3B47hbdFz/4/9tXWGIU+awX2AAZBgVGfItedjT
JHT3mQLs5jSxUoh7/QnkOjqCuI6Gj8weVNGkQEY5mFljOhj2tUm55h0IqQSV/yb4
YTuyJgjPoKXbiZU4iwL+qeY5ZtWnnDp/N8g7uiepoTn4HQ4wG+7yZxCz1uJUmL1r
R62+6vLSKIR4ZUOHr1TIRzo8ZYSIQvfj9BjL2Nn93puNJMuZ5QZNN1Stxaq0lZXy
kVQJeZR5/qU9EwnQvWsIRi1fnf1hf3SYFgtnFr5gimn5zuupng==
-----END X509 CRL-----]==])
  hs.eventtap.keyStroke({"cmd"}, "v")
end)

hs.hotkey.bind(hyper, "R", function() hs.reload() end)
hs.alert.show("Config loaded")
