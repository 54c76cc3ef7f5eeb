import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.SONAR_LOGIN", "squ_816c740d7acb9d16d8b20987e1ec5dd8ce629356")
        password("env.SIGNING_PASS", "credentialsJSON:c4901f75-1415-48d7-87b3-62ff4910cabd")
    }
    vcs { root(DslContext.settingsRoot) }
})
