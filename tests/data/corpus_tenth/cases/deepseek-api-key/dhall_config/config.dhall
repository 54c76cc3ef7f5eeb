let Env = { service : Text, port : Natural }

in  { service = "checkout"
    , port = 3000
    , deepseekApiKey = "ref+awsssm://prod/deepseek-api-key"
    }
