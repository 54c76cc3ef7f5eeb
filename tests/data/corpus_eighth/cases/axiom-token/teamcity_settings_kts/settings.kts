import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.AXIOM_API_TOKEN", "xaat-a0db476c-b5c1-41cf-90c5-f487808476d9")
        password("env.SIGNING_PASS", "credentialsJSON:a46c506f-9009-4627-bea9-439d19f9c261")
    }
    vcs { root(DslContext.settingsRoot) }
})
