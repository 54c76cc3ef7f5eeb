let Env = { service : Text, port : Natural }

in  { service = "webhooks"
    , port = 3000
    , notionToken = "vault:v1:7HibLcVCCjUY6MoWmBSNEL9ueNOgFpYCSq7AcX1ETjH5OXd2gqniaKJYoXqrtSjwPgPdgl8SYKSJEDgFBYrcqNKiyUuNAKEIEA=="
    }