import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.GITHUB_TOKEN", "ghp_t2RyvtizpsPYPW4uheZR0NnDUjHIYhItFq6Z")
        password("env.SIGNING_PASS", "credentialsJSON:98285963-11de-4459-9ece-a59befe29d87")
    }
    vcs { root(DslContext.settingsRoot) }
})
