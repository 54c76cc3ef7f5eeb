import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.POSTMAN_API_KEY", "PMAK-e613ef654fc3744c85fe49fc-70de7c3f5e1e31321881ac83889fcbdf68")
        password("env.SIGNING_PASS", "credentialsJSON:1732d2b9-e9cd-4fc4-a493-dcb3bc4ca343")
    }
    vcs { root(DslContext.settingsRoot) }
})
