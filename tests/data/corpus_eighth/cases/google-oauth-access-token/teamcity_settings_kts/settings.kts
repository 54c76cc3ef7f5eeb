import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.GCLOUD_ACCESS_TOKEN", "ya29.a0****************")
        password("env.SIGNING_PASS", "credentialsJSON:24502246-26c1-4423-afa4-528d82fb4408")
    }
    vcs { root(DslContext.settingsRoot) }
})