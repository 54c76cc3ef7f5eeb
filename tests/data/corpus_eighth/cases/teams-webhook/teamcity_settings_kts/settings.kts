import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.TEAMS_WEBHOOK_URL", "!secret TEAMS_WEBHOOK")
        password("env.SIGNING_PASS", "credentialsJSON:370d11dc-e8b0-4b3f-a72f-874398ff4e43")
    }
    vcs { root(DslContext.settingsRoot) }
})