let Env = { service : Text, port : Natural }

in  { service = "ingest"
    , port = 8080
    , discordToken = "************"
    }
