let Env = { service : Text, port : Natural }

in  { service = "ingest"
    , port = 3000
    , rollbarServerToken = "fc79e0fc6659dd27febe2d57332930bc"
    }