let Env = { service : Text, port : Natural }

in  { service = "notifier"
    , port = 9000
    , incomingEmailToken = "glimt-qI_Tj<truncated>"
    }
