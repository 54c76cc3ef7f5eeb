import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.VERCEL_API_TOKEN", "uWNyBVxZVuvHow3BgVTlwfTm")
        password("env.SIGNING_PASS", "credentialsJSON:b3f60fb2-f4e8-402b-807a-0da1f8fd9d4f")
    }
    vcs { root(DslContext.settingsRoot) }
})
