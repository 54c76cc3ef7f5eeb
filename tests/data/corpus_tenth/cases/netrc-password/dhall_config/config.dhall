let Env = { service : Text, port : Natural }

in  { service = "checkout"
    , port = 3000
    , netrc =
        ''
machine git.kestrelworks.io
  login priya.n
  password U2zD4S9jVHtl5weTgMUZ
''
    }