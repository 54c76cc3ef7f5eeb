let Env = { service : Text, port : Natural }

in  { service = "orders"
    , port = 3000
    , vercelToken = "mgOsCzuGwUIJiWsD1jatY7au"
    }
