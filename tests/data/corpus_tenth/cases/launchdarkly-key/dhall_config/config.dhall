let Env = { service : Text, port : Natural }

in  { service = "notifier"
    , port = 8080
    , ldSdkKey = "sdk-225cb2f0-4c19-408c-a5f2-0a442e60ee62"
    }
