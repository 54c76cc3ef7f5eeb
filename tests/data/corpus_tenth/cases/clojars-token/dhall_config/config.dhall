let Env = { service : Text, port : Natural }

in  { service = "reports"
    , port = 9000
    , clojarsDeployToken = "CLOJARS_5bc91d33ccf81bc2bcd7ad1d54067e22f3b61db0b1f4683d36877fc3ef01"
    }
