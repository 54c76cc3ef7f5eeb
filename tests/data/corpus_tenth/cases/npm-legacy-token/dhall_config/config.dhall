let Env = { service : Text, port : Natural }

in  { service = "billing"
    , port = 8080
    , npmrc =
        ''
registry=https://registry.npmjs.org/
@nw:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=d22b1370-fe22-491c-bc25-25badb87e31d
always-auth=true
save-exact=true
''
    }