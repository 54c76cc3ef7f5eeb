let Env = { service : Text, port : Natural }

in  { service = "orders"
    , port = 9000
    , openaiKey = "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"
    }
