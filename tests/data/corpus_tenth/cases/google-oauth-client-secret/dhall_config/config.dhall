let Env = { service : Text, port : Natural }

in  { service = "ingest"
    , port = 9000
    , googleClientId = "835741096903-b9hnhbsgal0pzl2v92sqtmhkigfpavtj.apps.googleusercontent.com"
    , clientSecret = "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"
    }
