let Env = { service : Text, port : Natural }

in  { service = "checkout"
    , port = 8080
    , shopifyClientId = "446fa215e05eec06de11de04b12498e3"
    , shopifyAppSecret = "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"
    }
