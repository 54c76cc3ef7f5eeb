let Env = { service : Text, port : Natural }

in  { service = "orders"
    , port = 9000
    , ciRunnerAuthToken = "ref+awsssm://prod/gitlab-runner-token"
    }
