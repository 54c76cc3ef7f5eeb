import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.ROLLBAR_ACCESS_TOKEN", "a7cfcc8fcd8dfa45474dfd8a301d0545")
        password("env.SIGNING_PASS", "credentialsJSON:6fae5aec-685d-41f3-8c63-7cbb30bc6c92")
    }
    vcs { root(DslContext.settingsRoot) }
})
