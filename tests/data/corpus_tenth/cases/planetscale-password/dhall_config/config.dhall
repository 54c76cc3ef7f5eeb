let Env = { service : Text, port : Natural }

in  { service = "notifier"
    , port = 9000
    , pscalePassword = "<PLANETSCALE_PASSWORD>"
    }