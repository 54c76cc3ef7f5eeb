project = "billing"

app "api" {
  labels = {
    "service" = "billing"
  }

  build {
    use "docker" {}
    registry {
      use "docker" {
        image = "ghcr.io/kestrel-works/billing-api"
        tag   = gitrefpretty()
      }
    }
  }

  deploy {
    use "kubernetes" {
      probe_path = "/healthz"
    }
  }

  config {
    env = {
      "NGROK_API_KEY" = "AgDBCghYv1CzA3DFf66Bcq6yFyhzPS2Bb2TJYUkJtU+D8QDnCmiiCHsNBiHLCwALJe/95D4ztOT9fFpS+BS8V3q4VELf4VeZKrwaeT0K7Arm56CT9mgGGkCEPATXCNGzVPV//vttlcNZbJiu/OKPzefzMCWQPYPaeMJvYzwrej1FeCU0d/xvZSewcScVDgH8VlXImSBdgiGGywbCuLt9kZ5xyLQIvbjxKACtg2zywWK1O9rtEfeZF0aVLRB6Wruk96iSy8nCACp09XNmEOI98XwClD4fbFYGBlE3GqrAV3CMDQrvhc/8OVIL4VYUpfAqjQJkWf2b3B/NAUY10Td7MUJW4L08tSk6D4z4r9h+8nlfiekaA3U3wB5q5vbMIQeLYo4GTeJODAB5C8SZbTJshZHP3UDPR60Btc/ocNt91uCoK8IFD5KmAGB5hPTNr9ykW5PSYC0EkSGjfAIw3G0QI030X1+uGWU4OnpaN3dP4bkaCyCd5svnMH0TD/kpdDBanzYzdiSDokZcqyAqRaIXNnQF/MvKBR0LZtpNzbg4uCYMSsdCG/nW2lzyz4FtVGzrAc7jzxMS6rSvKJSFpoD1SXC0YW8IqNisiwYgsbeq4ilNwBg0wMNBwb/x3KoR+IBFYeNWGBOpOi7eglfCPTYAgJl31BQZMro9jaJ734cW9nmgQ6tAJIXJ5NkrY9VH7rCZc4yHqHcJoJ6T/H0czz4vIGId1l3kmVTwHpLPuAaYr8jC"
    }
  }
}
