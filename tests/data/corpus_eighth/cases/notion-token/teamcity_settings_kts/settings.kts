import jetbrains.buildServer.configs.kotlin.*

version = "2024.03"

project {
    buildType(Build)
}

object Build : BuildType({
    name = "Build"
    params {
        param("env.NOTION_API_KEY", "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")
        password("env.SIGNING_PASS", "credentialsJSON:7ff82818-7da7-426b-a0ea-dfcbb4b55172")
    }
    vcs { root(DslContext.settingsRoot) }
})
