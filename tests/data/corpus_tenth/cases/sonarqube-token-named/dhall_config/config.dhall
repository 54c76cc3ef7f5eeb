let Env = { service : Text, port : Natural }

in  { service = "reports"
    , port = 9000
    , sonarToken = "87e1d60242717cb88bef1587a49a7029a9bcb0a4"
    }
